import Foundation

/// The installed version of Switchyard.
let switchyardVersion = "0.1.0"

let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--version") {
  print(switchyardVersion)
} else {
  print("switchyard \(switchyardVersion): the interactive app arrives with the reference-app issue (#4).")
}
