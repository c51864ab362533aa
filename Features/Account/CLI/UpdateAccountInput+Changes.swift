import SharedCLI

extension UpdateAccountInput {
    /// The changes asked for, with the new profile image read from its file.
    func changes() throws -> AccountChanges {
        let image: AccountChanges.ImageChange = if removesProfileImage {
            .remove
        } else if let profileImagePath {
            .replace(try ProfileImageFile.read(profileImagePath))
        } else {
            .keep
        }
        return AccountChanges(name: name, email: email, image: image)
    }
}
