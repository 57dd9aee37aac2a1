//! # hello_tool
//!
//! Prints a greeting and the release notes of a small project.

/// The release this library belongs to.
pub const VERSION: &str = "1.2.0";

/// A greeting for `name`, or for the world when `name` is `None`.
///
/// ```
/// assert_eq!(hello_tool::greeting(Some("Ann")), "Hello, Ann!");
/// ```
pub fn greeting(name: Option<&str>) -> String {
    format!("Hello, {}!", name.unwrap_or("world"))
}

/// The release notes of one version.
pub struct ReleaseNotes {
    /// The version, e.g. `1.2.0`.
    pub version: String,
    /// What changed.
    pub notes: Vec<String>,
}
