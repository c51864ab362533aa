public enum FoodybiteVersion {
    public static let current = "0.1.0"
}
