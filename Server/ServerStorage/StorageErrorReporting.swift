/// Where storage failures are reported: logged at error level once, and remembered when they show damage.
package protocol StorageErrorReporting: Sendable {
    func report(_ error: any Error, during operation: String)
}
