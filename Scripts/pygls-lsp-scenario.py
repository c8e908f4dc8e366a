#!/usr/bin/env python3
"""`archlint lsp` under a second client implementation, pygls's (PyPI `pygls`): the protocol
scenarios on a copy of the Clean Swift example.

* incremental sync: a line deleted from the open presenter takes its presenter-state diagnostic
  away, the line typed back returns it, each answer carrying the edit's version;
* watched files (the client registers for them, as editors do): a closed file changed on disk,
  a file created and then deleted, each reported with `workspace/didChangeWatchedFiles`;
* cancel: a hover sent behind an edit, its cancellation written just before it, is answered RequestCancelled;
* shutdown and exit: the server answers `shutdown` and ends with status 0.

    python3 -m venv /tmp/pygls && /tmp/pygls/bin/pip install pygls
    /tmp/pygls/bin/python Scripts/pygls-lsp-scenario.py .build/debug/archlint

The last line is `pygls-lsp: N passed, M failed` (`..., 1 skipped` where pygls is missing).
"""
import asyncio
import os
import shutil
import sys
import tempfile
from pathlib import Path

try:
    from lsprotocol import types
    from pygls.exceptions import JsonRpcRequestCancelled
    from pygls.lsp.client import LanguageClient
except ImportError as error:
    print(f"note: pygls is not installed ({error}); the pygls scenario is skipped")
    print("pygls-lsp: 0 passed, 0 failed, 1 skipped")
    sys.exit(0)

REPOSITORY = Path(__file__).resolve().parent.parent
TIMEOUT = 60


class Scenario:
    def __init__(self, archlint, root):
        self.archlint = archlint
        self.root = root
        self.passed = 0
        self.failed = 0
        self.client = LanguageClient("archlint-pygls-scenario", "1")
        # Every diagnostics notification, in order: (uri, version, rule ids).
        self.published = []
        self.arrived = asyncio.Condition()

        @self.client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        async def diagnostics(params):
            async with self.arrived:
                self.published.append((params.uri, params.version, sorted(str(d.code) for d in params.diagnostics)))
                self.arrived.notify_all()

        @self.client.feature(types.CLIENT_REGISTER_CAPABILITY)
        def register(params):
            self.registrations = [r.method for r in params.registrations]
            return None

        self.registrations = []

    def check(self, name, ok, detail=""):
        if ok:
            self.passed += 1
        else:
            self.failed += 1
        print(("ok: " if ok else "FAILED: ") + name + (f" ({detail})" if detail and not ok else ""), flush=True)

    async def wait_for(self, uri, predicate):
        """The rule ids of the first diagnostics for `uri`, not seen before, that `predicate` accepts
        (given the version and the rule ids); None after TIMEOUT seconds."""
        async def found():
            async with self.arrived:
                while True:
                    for index, (published_uri, version, rules) in enumerate(self.published):
                        if published_uri == uri and predicate(version, rules):
                            del self.published[: index + 1]
                            return rules
                    await self.arrived.wait()
        try:
            return await asyncio.wait_for(found(), TIMEOUT)
        except asyncio.TimeoutError:
            return None

    def uri(self, relative):
        return (self.root / relative).as_uri()

    def change(self, uri, version, line, end_line, text):
        self.client.text_document_did_change(types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[types.TextDocumentContentChangePartial(
                range=types.Range(start=types.Position(line=line, character=0), end=types.Position(line=end_line, character=0)),
                text=text)]))

    def watched(self, uri, kind):
        self.client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
            changes=[types.FileEvent(uri=uri, type=kind)]))

    async def run(self):
        await self.client.start_io(self.archlint, "lsp", "--jobs", "2")
        result = await self.client.initialize_async(types.InitializeParams(
            capabilities=types.ClientCapabilities(
                general=types.GeneralClientCapabilities(position_encodings=[types.PositionEncodingKind.Utf16]),
                workspace=types.WorkspaceClientCapabilities(
                    did_change_watched_files=types.DidChangeWatchedFilesClientCapabilities(dynamic_registration=True))),
            workspace_folders=[types.WorkspaceFolder(uri=self.root.as_uri(), name="clean-swift")]))
        self.check("initialize: incremental sync offered",
                   result.capabilities.text_document_sync.change == types.TextDocumentSyncKind.Incremental)
        self.client.initialized(types.InitializedParams())

        presenter = self.uri("CleanStore/Scenes/ListOrders/ListOrdersPresenter.swift")
        text = (self.root / "CleanStore/Scenes/ListOrders/ListOrdersPresenter.swift").read_text(encoding="utf-8")
        self.client.text_document_did_open(types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(
            uri=presenter, language_id="swift", version=1, text=text)))
        rules = await self.wait_for(presenter, lambda version, rules: version == 1)
        self.check("didOpen: the presenter's stored state is reported", rules == ["presenter-state"], rules)
        self.check("the server registered for watched files", "workspace/didChangeWatchedFiles" in self.registrations,
                   self.registrations)

        # Incremental sync: line 9 (`private var lastResponse`) deleted, then typed back.
        line = text.split("\n")[8]
        self.change(presenter, 2, 8, 9, "")
        rules = await self.wait_for(presenter, lambda version, rules: version == 2)
        self.check("incremental sync: the line deleted takes the diagnostic away", rules == [], rules)
        self.change(presenter, 3, 8, 8, line + "\n")
        rules = await self.wait_for(presenter, lambda version, rules: version == 3)
        self.check("incremental sync: the line typed back returns it", rules == ["presenter-state"], rules)

        # Watched files: a closed file changed on disk, one created and deleted.
        other_path = self.root / "CleanStore/Scenes/ShowOrder/ShowOrderPresenter.swift"
        other = other_path.as_uri()
        other_path.write_text(other_path.read_text(encoding="utf-8").replace("    var viewController", "    weak var viewController"),
                              encoding="utf-8")
        self.watched(other, types.FileChangeType.Changed)
        rules = await self.wait_for(other, lambda version, rules: "strong-back-reference" not in rules)
        self.check("watched file changed: its strong back reference goes", rules == [], rules)
        created_path = self.root / "CleanStore/Scenes/ListOrders/ListOrdersDraftPresenter.swift"
        created = created_path.as_uri()
        created_path.write_text("final class ListOrdersDraftPresenter: ListOrdersPresentationLogic {\n    var draft = 0\n"
                                "    func presentFetchedOrders(response: ListOrders.FetchOrders.Response) {}\n}\n", encoding="utf-8")
        self.watched(created, types.FileChangeType.Created)
        rules = await self.wait_for(created, lambda version, rules: True)
        self.check("watched file created: its findings are published", rules == ["presenter-state"], rules)
        created_path.unlink()
        self.watched(created, types.FileChangeType.Deleted)
        rules = await self.wait_for(created, lambda version, rules: True)
        self.check("watched file deleted: its diagnostics are cleared", rules == [], rules)

        # Cancel: the hover waits for the edit before it to be linted, and its cancellation is read
        # by then. It is written first: written after, it races the lint of this small app (a
        # millisecond or two), which a loaded machine may finish before the server's reader
        # thread is scheduled to read it, and a request answered before its cancellation is read
        # is answered as asked.
        self.change(presenter, 4, 0, 0, "\n")
        self.client.protocol.notify("$/cancelRequest", types.CancelParams(id=900))
        hover = self.client.protocol.send_request_async("textDocument/hover", types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=presenter), position=types.Position(line=7, character=16)),
            msg_id=900)
        try:
            answer = await asyncio.wait_for(hover, TIMEOUT)
            self.check("cancel: the hover is answered RequestCancelled", False, f"answered {answer}")
        except JsonRpcRequestCancelled:
            self.check("cancel: the hover is answered RequestCancelled", True)
        answer = await asyncio.wait_for(self.client.text_document_hover_async(types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=presenter), position=types.Position(line=7, character=16))), TIMEOUT)
        value = answer.contents.value if answer else ""
        self.check("a hover not cancelled is answered", "**ListOrdersPresenter** (class)" in value, value)

        await asyncio.wait_for(self.client.shutdown_async(None), TIMEOUT)
        self.client.exit(None)
        server = self.client._server
        status = await asyncio.wait_for(server.wait(), 30)
        self.check("shutdown and exit: the server ends with status 0", status == 0, status)
        await self.client.stop()


def main():
    archlint = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/debug/archlint")
    work = Path(tempfile.mkdtemp(prefix="archlint-pygls-"))
    try:
        root = (work / "clean-swift").resolve()
        shutil.copytree(REPOSITORY / "Examples/clean-swift", root)
        scenario = Scenario(archlint, root)
        try:
            asyncio.run(asyncio.wait_for(scenario.run(), 5 * TIMEOUT))
        except Exception as error:  # a scenario that cannot go on is one failure, said
            scenario.check("the scenario ran to its end", False, f"{type(error).__name__}: {error}")
        print(f"pygls-lsp: {scenario.passed} passed, {scenario.failed} failed")
        return 1 if scenario.failed else 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
