#!/usr/bin/env bash
# Neovim's built-in LSP client against `archlint lsp`, headless: opens a presenter of the Clean
# Swift example, waits for its presenter-state diagnostic through vim.diagnostic, deletes the
# offending line and sees the diagnostic go, types the line back and sees it return.
# Usage: Scripts/nvim-lsp-scenario.sh [ARCHLINT]   (default .build/debug/archlint)
# The last line is `nvim-lsp: N passed, M failed` (or `..., 1 skipped` without nvim).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
archlint="$(cd "$(dirname "${1:-.build/debug/archlint}")" && pwd)/$(basename "${1:-.build/debug/archlint}")"
if ! command -v nvim >/dev/null 2>&1; then
    echo "note: nvim is not installed; the Neovim scenario is skipped"
    echo "nvim-lsp: 0 passed, 0 failed, 1 skipped"
    exit 0
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -R Examples/clean-swift "$work/app"
cat >"$work/scenario.lua" <<'LUA'
local archlint, root = _G.archlint_binary, _G.archlint_root
local file = root .. "/CleanStore/Scenes/ListOrders/ListOrdersPresenter.swift"
local passed, failed = 0, 0
local function check(name, ok)
  if ok then passed = passed + 1 else failed = failed + 1 end
  io.stdout:write((ok and "ok: " or "FAILED: ") .. name .. "\n")
end
local function rules()
  local found = {}
  for _, d in ipairs(vim.diagnostic.get(0)) do
    local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
    table.insert(found, tostring(code) .. "@" .. d.lnum)
  end
  table.sort(found)
  return table.concat(found, ",")
end
local function wait_for(name, predicate)
  local ok = vim.wait(30000, predicate, 20)
  check(name .. " (diagnostics: " .. rules() .. ")", ok)
end

vim.cmd("edit " .. vim.fn.fnameescape(file))
local client = vim.lsp.start_client({
  name = "archlint",
  cmd = { archlint, "lsp" },
  root_dir = root,
  workspace_folders = { { uri = vim.uri_from_fname(root), name = "app" } },
})
check("the client started", client ~= nil)
vim.lsp.buf_attach_client(0, client)
wait_for("presenter-state on line 9 of the file as opened", function() return rules():find("presenter%-state@8") ~= nil end)
local line = vim.api.nvim_buf_get_lines(0, 8, 9, false)[1]
vim.api.nvim_buf_set_lines(0, 8, 9, false, {})
wait_for("the diagnostic goes when the line is deleted", function() return rules() == "" end)
vim.api.nvim_buf_set_lines(0, 9, 9, false, { line })
wait_for("it comes back, on the line typed", function() return rules():find("presenter%-state@9") ~= nil end)
vim.lsp.stop_client(client)
vim.wait(5000, function() return vim.lsp.get_client_by_id(client) == nil end, 20)
check("the server stopped", vim.lsp.get_client_by_id(client) == nil)
io.stdout:write("nvim-lsp: " .. passed .. " passed, " .. failed .. " failed\n")
vim.cmd(failed == 0 and "qall!" or "cquit!")
LUA
timeout 120 nvim --headless --clean \
    --cmd "lua _G.archlint_binary = [[$archlint]]; _G.archlint_root = [[$work/app]]" \
    -c "luafile $work/scenario.lua" 2>&1
