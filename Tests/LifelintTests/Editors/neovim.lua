-- Neovim's own LSP client against `lifelint server`: open a file, wait for diagnostics, ask for the
-- code actions on the finding's line, apply the fix, check the buffer. Run headless by ServerTests:
--   LIFELINT=<binary> ROOT=<workspace> FILE=<file> RESULT=<file> nvim --headless -u NONE -c "luafile neovim.lua"
-- Writes "ok" or what went wrong to RESULT, then quits.
local result = {}
local function finish(message)
  local f = io.open(os.getenv("RESULT"), "w")
  f:write(message)
  f:close()
  vim.cmd("qa!")
end

local ok, err = pcall(function()
  vim.cmd("edit " .. os.getenv("FILE"))
  local client_id = vim.lsp.start_client({
    name = "lifelint",
    cmd = { os.getenv("LIFELINT"), "server" },
    root_dir = os.getenv("ROOT"),
  })
  assert(client_id, "the client did not start")
  vim.lsp.buf_attach_client(0, client_id)

  local arrived = vim.wait(10000, function() return #vim.diagnostic.get(0) > 0 end, 20)
  assert(arrived, "no diagnostics arrived")
  local d = vim.diagnostic.get(0)[1]
  assert(d.source == "lifelint", "source: " .. tostring(d.source))
  assert(d.lnum == 1, "line: " .. tostring(d.lnum))
  assert(d.message:find("super.viewWillAppear", 1, true), "message: " .. d.message)

  local params = {
    textDocument = { uri = vim.uri_from_bufnr(0) },
    range = { start = { line = 1, character = 0 }, ["end"] = { line = 1, character = 0 } },
    context = { diagnostics = {} },
  }
  local responses = vim.lsp.buf_request_sync(0, "textDocument/codeAction", params, 5000)
  assert(responses and responses[client_id] and responses[client_id].result, "no code actions")
  local actions = responses[client_id].result
  assert(#actions == 2, "expected the fix and the suppression, got " .. #actions)
  vim.lsp.util.apply_workspace_edit(actions[1].edit, "utf-16")
  local text = table.concat(vim.api.nvim_buf_get_lines(0, 0, -1, false), "\n")
  assert(text:find("super.viewWillAppear(animated)", 1, true), "the fix was not applied:\n" .. text)

  -- The edit reaches the server as a change: the finding goes away.
  local cleared = vim.wait(10000, function() return #vim.diagnostic.get(0) == 0 end, 20)
  assert(cleared, "the diagnostics did not clear after the fix")
end)
finish(ok and "ok" or tostring(err))
