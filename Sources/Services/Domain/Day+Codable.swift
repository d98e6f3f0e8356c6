/// A day is written as its `YYYY-MM-DD` text (the change history keeps tasks as JSON).
extension Day: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let day = Day(text) else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a YYYY-MM-DD day")
    }
    self = day
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
