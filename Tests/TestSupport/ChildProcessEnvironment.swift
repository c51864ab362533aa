import Foundation

/// The environment a test hands a child process. A test often gives a child a small environment of its
/// own (PATH, HOME...); it still carries where a coverage run collects profiles, so the child's lines
/// count towards coverage and no `default.profraw` lands in the working folder.
public enum ChildProcessEnvironment {
    static let profileVariable = "LLVM_PROFILE_FILE"

    public static func forChild(
        _ environment: [String: String],
        parent: [String: String] = ProcessInfo.processInfo.environment
    ) -> [String: String] {
        var environment = environment
        if environment[profileVariable] == nil {
            environment[profileVariable] = parent[profileVariable]
        }
        return environment
    }
}
