/// Where and why bytes are not JSON; `offset` counts bytes from the start of the document.
struct JSONSyntaxError: Error, Equatable {
    var offset: Int
    var reason: String
}
