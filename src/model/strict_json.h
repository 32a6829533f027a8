// JSON for the files a model directory holds (safetensors headers, config.json, tokenizer files),
// parsed strictly: valid UTF-8 only, and duplicate keys in an object are an error (nlohmann_json,
// like most parsers, would silently keep one of them, which lets two readers see different files).
#pragma once

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace crosswarp::model {

// Throws crosswarp::Error(Input, "<file>: <problem>") on invalid UTF-8, a syntax error or a
// duplicate key (naming it). `what` names the thing parsed in messages ("header", "JSON").
nlohmann::json parse_json_strict(std::string_view text, const std::string& file,
                                 std::string_view what = "JSON");

// Reads a whole file and parses it as above. Missing or unreadable file -> Input error.
nlohmann::json read_json_file(const std::string& path);

// Reads a whole file into a string; Input error naming it when it cannot be read.
std::string read_text_file(const std::string& path);

// True when `s` is well-formed UTF-8 (no overlongs, surrogates or code points past U+10FFFF).
bool is_valid_utf8(std::string_view s);

}  // namespace crosswarp::model
