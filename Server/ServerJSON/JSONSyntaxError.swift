/// Where and why bytes are not JSON; `offset` counts bytes from the start of the document.
package struct JSONSyntaxError: Error, Equatable {
    package var offset: Int
    package var reason: String
}
