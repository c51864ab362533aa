/// A judged question the set itself got wrong.
public enum JudgedQueryError: Error, Equatable {
    /// A name in `requires` that `PlaceRequirements` does not know.
    case unknownRequirement(String)
}
