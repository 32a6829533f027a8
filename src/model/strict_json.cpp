#include "model/strict_json.h"

#include <crosswarp/error.h>

#include <fstream>
#include <set>
#include <sstream>
#include <vector>

namespace crosswarp::model {

bool is_valid_utf8(std::string_view s) {
  std::size_t i = 0;
  const auto* p = reinterpret_cast<const unsigned char*>(s.data());
  const std::size_t n = s.size();
  while (i < n) {
    unsigned c = p[i];
    if (c < 0x80) {
      ++i;
      continue;
    }
    std::size_t len;
    std::uint32_t cp;
    if ((c & 0xE0) == 0xC0) {
      len = 2;
      cp = c & 0x1F;
    } else if ((c & 0xF0) == 0xE0) {
      len = 3;
      cp = c & 0x0F;
    } else if ((c & 0xF8) == 0xF0) {
      len = 4;
      cp = c & 0x07;
    } else
      return false;
    if (i + len > n) return false;
    for (std::size_t k = 1; k < len; ++k) {
      if ((p[i + k] & 0xC0) != 0x80) return false;
      cp = (cp << 6) | (p[i + k] & 0x3F);
    }
    static constexpr std::uint32_t kMin[5] = {0, 0, 0x80, 0x800, 0x10000};
    if (cp < kMin[len] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
    i += len;
  }
  return true;
}

nlohmann::json parse_json_strict(std::string_view text, const std::string& file, std::string_view what) {
  if (!is_valid_utf8(text)) throw input_error(file, std::string(what) + " is not valid UTF-8");
  // One set of seen keys per open object; the callback sees keys as they are parsed.
  std::vector<std::set<std::string>> seen;
  auto check_keys = [&](int, nlohmann::json::parse_event_t event, nlohmann::json& parsed) {
    using E = nlohmann::json::parse_event_t;
    if (event == E::object_start) {
      seen.emplace_back();
    } else if (event == E::object_end) {
      if (!seen.empty()) seen.pop_back();
    } else if (event == E::key && !seen.empty()) {
      const auto& key = parsed.get_ref<const std::string&>();
      if (!seen.back().insert(key).second)
        throw input_error(file, std::string(what) + " has duplicate key \"" + key + "\"");
    }
    return true;
  };
  try {
    return nlohmann::json::parse(text.begin(), text.end(), check_keys);
  } catch (const nlohmann::json::exception& e) {
    // nlohmann's messages start with "[json.exception.parse_error.101] "; keep what follows.
    std::string msg = e.what();
    if (auto pos = msg.find("] "); pos != std::string::npos) msg = msg.substr(pos + 2);
    throw input_error(file, std::string(what) + " is not valid JSON: " + msg);
  }
}

std::string read_text_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw input_error(path, "cannot open file");
  std::ostringstream ss;
  ss << in.rdbuf();
  if (in.bad()) throw input_error(path, "cannot read file");
  return ss.str();
}

nlohmann::json read_json_file(const std::string& path) {
  return parse_json_strict(read_text_file(path), path);
}

}  // namespace crosswarp::model
