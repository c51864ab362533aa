import ArgumentParser
import Shared
import SharedCLI

struct UpdateAccountCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update",
        abstract: "Change your name, email or profile image; what you leave out stays as it is."
    )

    @Option(help: "Your new name (at least 3 characters).")
    var name: String?

    @Option(help: "Your new email address.")
    var email: String?

    @Option(name: .customLong("profile-image"), help: ArgumentHelp("A new PNG, JPEG, GIF or WebP picture (at most 7 MB).", valueName: "file"))
    var profileImage: String?

    @Flag(name: .customLong("remove-profile-image"), help: "Remove your profile image.")
    var removeProfileImage = false

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard name != nil || email != nil || profileImage != nil || removeProfileImage else {
            throw ValidationError("Nothing to update. Pass --name, --email, --profile-image or --remove-profile-image.")
        }
        if profileImage != nil, removeProfileImage {
            throw ValidationError("Use either --profile-image or --remove-profile-image, not both.")
        }
        do {
            if let name { _ = try NameValidator.validate(name) }
            if let email { _ = try EmailValidator.validate(email) }
        } catch {
            throw ValidationError(error.description)
        }
    }

    func run() async throws {
        let input = UpdateAccountInput(name: name, email: email, profileImagePath: profileImage, removesProfileImage: removeProfileImage)
        try await CommandEnvironment.run(global) { context in
            try await context.container.resolve((any AccountModuleBuildable).self).buildUpdateModule(with: input).start()
        }
    }
}
