public enum PrivateFileError: Error, Equatable {
    case cannotCreate(String, Int32)
    case cannotWrite(String, Int32)
}
