// Applying safe fixes: to a buffer, or to a file atomically (temp file in the same folder + rename).
#include <crosswarp/error.h>
#include <crosswarp/lint.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace crosswarp::lint {

std::string apply_fixes(std::string_view source, const std::vector<Finding>& findings, std::size_t* applied) {
  // Take fixes in order of their first replacement; skip a fix if any of its replacements overlaps
  // one already taken, so that each fix is applied whole or not at all.
  std::vector<const Fix*> fixes;
  for (const auto& f : findings)
    if (f.fix && !f.fix->replacements.empty()) fixes.push_back(&*f.fix);
  std::vector<const Replacement*> taken;
  std::size_t count = 0;
  for (const Fix* fix : fixes) {
    bool ok = true;
    for (const auto& r : fix->replacements) {
      if (r.offset + r.length > source.size()) ok = false;
      for (const auto* t : taken) {
        bool same = t->offset == r.offset && t->length == r.length && t->text == r.text;
        if (!same && r.offset < t->offset + t->length + (t->length == 0) && t->offset < r.offset + r.length + (r.length == 0))
          ok = false;
      }
    }
    if (!ok) continue;
    for (const auto& r : fix->replacements) {
      bool dup = std::any_of(taken.begin(), taken.end(), [&](const Replacement* t) {
        return t->offset == r.offset && t->length == r.length && t->text == r.text;
      });
      if (!dup) taken.push_back(&r);
    }
    ++count;
  }
  std::sort(taken.begin(), taken.end(), [](const Replacement* a, const Replacement* b) { return a->offset < b->offset; });
  std::string out;
  std::size_t pos = 0;
  for (const auto* r : taken) {
    out.append(source.substr(pos, r->offset - pos));
    out += r->text;
    pos = r->offset + r->length;
  }
  out.append(source.substr(pos));
  if (applied) *applied = count;
  return out;
}

std::size_t fix_file(const std::string& path, const std::vector<Finding>& findings) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw input_error(path, "cannot open file");
  std::ostringstream ss;
  ss << in.rdbuf();
  std::string source = ss.str();
  std::size_t applied = 0;
  std::string fixed = apply_fixes(source, findings, &applied);
  if (applied == 0 || fixed == source) return 0;
  std::filesystem::path target(path);
  std::filesystem::path tmp = target;
  tmp += ".crosswarp-fix.tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) throw input_error(path, "cannot write a temporary file next to it");
    out << fixed;
    out.flush();
    if (!out) {
      std::error_code ec;
      std::filesystem::remove(tmp, ec);
      throw input_error(path, "cannot write the fixed file");
    }
  }
  std::error_code ec;
  auto perms = std::filesystem::status(target, ec).permissions();
  if (!ec) std::filesystem::permissions(tmp, perms, ec);
  std::filesystem::rename(tmp, target, ec);
  if (ec) {
    std::filesystem::remove(tmp, ec);
    throw input_error(path, "cannot replace the file with its fixed version");
  }
  return applied;
}

}  // namespace crosswarp::lint
