import Coordinators
import TerminalUI

/// A sheet's form that Esc closes without losing what was typed: ``close()`` reports the
/// draft when the fields differ from how the sheet opened, else just that it closed.
@MainActor
public protocol ClosableForm: FormModel {
  /// Esc: closes the sheet, keeping what was typed (if anything changed) for the next time.
  func close()
}

extension View {
  /// A sheet form's keys: Esc closes it keeping the draft (``ClosableForm/close()``), Ctrl-S
  /// saves from any field. Bound on a stack of their own, inside the sheet's: a key goes to the
  /// nearest binding, so this Esc comes before the sheet's own (which would drop the draft).
  func sheetFormKeys<Model: ClosableForm>(_ model: Model) -> some View {
    VStack {
      keymap([KeyCommand(AppKeymaps.Form.save) { model.submit() }], in: AppKeymaps.Form.keymap)
        .keymap([KeyCommand(Keymap.sheet.commands[0]) { model.close() }], in: Keymap.sheet)
    }
  }
}
