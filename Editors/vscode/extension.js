// Starts `archlint lsp` for the Swift files of the workspace: diagnostics as you type, hover on a
// type name (its role, layer and module), quick fixes that suppress a finding.
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const settings = vscode.workspace.getConfiguration("archlint");
  const command = settings.get("path") || "archlint";
  const serverOptions = { command, args: ["lsp"] };
  const clientOptions = {
    documentSelector: [{ scheme: "file", language: "swift" }],
    // Sources, configurations and baselines changed outside the editor re-lint the workspace.
    synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher("**/{*.swift,*.json}") },
    initializationOptions: { debounceMilliseconds: settings.get("debounceMilliseconds") },
  };
  client = new LanguageClient("archlint", "archlint", serverOptions, clientOptions);
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
