#!/usr/bin/env bash
# Formats the package in place with the toolchain's swift-format, then lints strictly
# (what CI checks).
set -euo pipefail
cd "$(dirname "$0")/.."
swift format format --in-place --recursive Sources Tests Package.swift
swift format lint --strict --recursive Sources Tests Package.swift
