/// Places API (New)'s photo media answer with `skipHttpRedirect`.
struct RemotePhotoMedia: Decodable {
    let photoUri: String
}
