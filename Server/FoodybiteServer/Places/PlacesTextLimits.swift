/// How much text a Places request may carry to be searched for (Google's own limits are of this order).
enum PlacesTextLimits {
    static let maximumLength = 256
}
