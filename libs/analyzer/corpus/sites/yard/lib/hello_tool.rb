# Prints a greeting and the release notes of a small project.
module HelloTool
  # The release this library belongs to.
  VERSION = '1.2.0'

  # A greeting.
  #
  # @param name [String, nil] who to greet; the world when nil
  # @return [String] the greeting
  # @example
  #   HelloTool.greeting('Ann') #=> "Hello, Ann!"
  def self.greeting(name = nil)
    "Hello, #{name || 'world'}!"
  end

  # The release notes of one version.
  class ReleaseNotes
    # @return [String] the version, e.g. "1.2.0"
    attr_reader :version

    # @param version [String] the version
    # @param notes [Array<String>] what changed
    def initialize(version, notes)
      @version = version
      @notes = notes
    end
  end
end
