/// The names recording and replay had before 1.1: "Session" now means the terminal session
/// (``TerminalSession``) alone.
@available(*, deprecated, renamed: "Recording")
public typealias SessionRecording = Recording

@available(*, deprecated, renamed: "Recorder")
public typealias SessionRecorder = Recorder

@available(*, deprecated, renamed: "Replayer")
public typealias SessionReplayer = Replayer
