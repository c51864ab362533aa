/// How much text a Places request may carry to be searched for (Google's own limits are of this order), in
/// Unicode scalars.
enum PlacesTextLimits {
    static let maximumLength = 256
}
