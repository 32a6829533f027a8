// Unit: significant tokens, macros, function discovery and the statement walker that records the
// events (declarations, assignments, calls, loops) each rule looks at.
#include "port/lint/analysis.h"

#include <algorithm>
#include <exception>
#include <array>
#include <cstring>
#include <utility>
#include <set>

namespace crosswarp::lint {

using port::TokenKind;

namespace {

// The word classes of Unit::word_class: one table, so one lookup per identifier.
class WordClasses {
 public:
  WordClasses& add(std::initializer_list<std::string_view> words, std::uint8_t cls) {
    for (std::string_view w : words) {
      auto& b = buckets_[bucket(w)];
      auto it = std::find_if(b.begin(), b.end(), [&](const auto& e) { return e.first == w; });
      if (it != b.end()) it->second |= cls;
      else b.emplace_back(w, cls);
    }
    return *this;
  }
  std::uint8_t of(std::string_view w) const {
    if (w.empty()) return 0;
    for (const auto& [x, cls] : buckets_[bucket(w)])
      if (x.size() == w.size() && x == w) return cls;
    return 0;
  }

 private:
  static std::size_t bucket(std::string_view w) {
    return (w.size() * 7 + static_cast<unsigned char>(w.front()) * 3 + static_cast<unsigned char>(w.back())) & 127;
  }
  std::array<std::vector<std::pair<std::string_view, std::uint8_t>>, 128> buckets_;
};

const WordClasses kWordClasses = WordClasses()
    .add({"const", "constexpr", "static", "volatile", "__shared__", "extern", "register", "inline",
          "__device__", "__constant__", "__restrict__", "__restrict", "restrict", "__forceinline__",
          "__host__", "__managed__", "thread_local", "mutable", "typename", "struct", "class", "enum"},
         Unit::kSpecifier)
    .add({"unsigned", "signed", "short", "long", "int", "char", "float", "double", "bool", "void", "auto", "__half",
          "half", "size_t"},
         Unit::kTypeWord)
    .add({"return", "if", "else", "for", "while", "do", "switch", "case", "goto", "break", "continue", "new",
          "delete", "throw", "sizeof", "co_return", "using", "typedef", "default", "operator", "template",
          "namespace"},
         Unit::kNotType);
const WordSet kAssignOps = {"=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="};

}  // namespace

std::string Unit::join(Range r) const {
  std::string out;
  for (std::size_t i = r.b; i < r.e && i < toks.size(); ++i) {
    if (!out.empty()) out += ' ';
    out += toks[i]->text;
  }
  return out;
}

std::vector<Range> Unit::split_commas(Range r) const {
  std::vector<Range> out;
  if (r.empty()) return out;
  std::size_t start = r.b;
  int angle = 0;
  for (std::size_t i = r.b; i < r.e; ++i) {
    if (match[i] != SIZE_MAX && match[i] > i) {
      i = match[i];
      continue;
    }
    if (is(i, ",") && angle == 0) {
      out.push_back({start, i});
      start = i + 1;
    }
  }
  out.push_back({start, r.e});
  return out;
}

Unit::Unit(std::string_view src) : owned_lex_(port::lex(src)), source(src), lexed(owned_lex_) { build(); }

Unit::Unit(std::string_view src, const port::LexResult& shared, AnalysisShare* share)
    : source(src), lexed(shared), share_(share) {
  struct Over {  // whatever happens, a helper waiting for functions in help() is let go
    AnalysisShare* s;
    ~Over() {
      if (s) s->analysis_over();
    }
  } over{share};
  build();
}

void AnalysisShare::offer(Unit* unit) {
  {
    std::lock_guard<std::mutex> lock(m_);
    if (phase_ != Phase::Waiting) return;
    unit_ = unit;
    phase_ = Phase::Analysis;
  }
  cv_.notify_all();
}

void AnalysisShare::expect_rules() {
  std::lock_guard<std::mutex> lock(m_);
  rules_expected_ = true;
}

void AnalysisShare::analysis_over() {
  std::unique_lock<std::mutex> lock(m_);
  if (phase_ == Phase::Waiting || phase_ == Phase::Analysis) {
    phase_ = rules_expected_ ? Phase::AnalysisDone : Phase::Closed;
    unit_ = nullptr;
  }
  cv_.notify_all();
  cv_.wait(lock, [&] { return helpers_ == 0; });  // the unit's functions are no longer read
}

void AnalysisShare::close() {
  std::unique_lock<std::mutex> lock(m_);
  phase_ = Phase::Closed;
  unit_ = nullptr;
  job_ = nullptr;
  cv_.notify_all();
  cv_.wait(lock, [&] { return helpers_ == 0; });
}

void AnalysisShare::run_shared(std::size_t count, const std::function<void(std::size_t)>& job) {
  bool shared = false;
  {
    std::lock_guard<std::mutex> lock(m_);
    if (phase_ == Phase::AnalysisDone) {
      job_ = &job;
      jobs_ = count;
      phase_ = Phase::Rules;
      shared = true;
    }
  }
  if (!shared) {  // closed already, or no analysis before: all here
    for (std::size_t k = 0; k < count; ++k) job(k);
    return;
  }
  cv_.notify_all();
  std::exception_ptr error;
  for (std::size_t k; (k = next_job_.fetch_add(1)) < count;) {
    try {
      if (!error) job(k);
    } catch (...) {
      error = std::current_exception();
    }
    jobs_done_.fetch_add(1, std::memory_order_release);
  }
  {
    std::unique_lock<std::mutex> lock(m_);
    cv_.wait(lock, [&] { return jobs_done_.load(std::memory_order_acquire) == count; });
    job_ = nullptr;  // a helper still in help() finds no job left; close() waits for it
  }
  if (error) std::rethrow_exception(error);
}

void AnalysisShare::help() {
  std::exception_ptr error;
  std::unique_lock<std::mutex> lock(m_);
  cv_.wait(lock, [&] { return phase_ != Phase::Waiting; });
  if (phase_ == Phase::Analysis) {
    Unit* u = unit_;
    ++helpers_;
    lock.unlock();
    for (std::size_t k; (k = next_.fetch_add(1)) < u->functions.size();) {
      try {
        if (!error) u->analyze(u->functions[k]);
      } catch (...) {
        error = std::current_exception();  // counted done all the same: the unit must not wait forever
      }
      done_.fetch_add(1, std::memory_order_release);
    }
    lock.lock();
    --helpers_;
    cv_.notify_all();
  }
  cv_.wait(lock, [&] { return phase_ == Phase::Rules || phase_ == Phase::Closed; });
  if (phase_ == Phase::Rules && job_ != nullptr && !error) {
    const std::function<void(std::size_t)>* job = job_;
    const std::size_t count = jobs_;
    ++helpers_;
    lock.unlock();
    reset_eval_depth();
    for (std::size_t k; (k = next_job_.fetch_add(1)) < count;) {
      try {
        if (!error) (*job)(k);
      } catch (...) {
        error = std::current_exception();  // counted done all the same
      }
      jobs_done_.fetch_add(1, std::memory_order_release);
    }
    lock.lock();
    --helpers_;
    cv_.notify_all();
  }
  lock.unlock();
  if (error) std::rethrow_exception(error);
}

void Unit::build() {
  for (const auto& t : lexed.tokens) {
    if (t.is_trivia() || t.kind == TokenKind::Invalid) continue;
    if (t.kind == TokenKind::Directive) {
      directives.push_back(&t);
      continue;
    }
    toks.push_back(&t);
  }
  word_class.assign(toks.size(), 0);
  for (std::size_t i = 0; i < toks.size(); ++i) {
    std::string_view t = toks[i]->text;
    if (t.size() > 15) continue;  // longer than every word of the four sets
    std::uint8_t c = 0;
    if (toks[i]->kind == TokenKind::Punct) {
      if (kAssignOps.contains(t)) c |= kAssignOp;
    } else if (toks[i]->kind == TokenKind::Identifier) {
      c = kWordClasses.of(t);
    }
    word_class[i] = c;
  }
  // Brackets.
  match.assign(toks.size(), SIZE_MAX);
  std::vector<std::size_t> stack;
  for (std::size_t i = 0; i < toks.size(); ++i) {
    auto s = toks[i]->text;
    if (toks[i]->kind != TokenKind::Punct || s.size() != 1) continue;  // brackets are one byte
    const char c = s[0];
    if (c == '(' || c == '[' || c == '{') {
      stack.push_back(i);
    } else if (c == ')' || c == ']' || c == '}') {
      char open = c == ')' ? '(' : c == ']' ? '[' : '{';
      // Tolerate unbalanced input: pop to the nearest matching opener.
      auto it = std::find_if(stack.rbegin(), stack.rend(), [&](std::size_t k) { return toks[k]->text[0] == open; });
      if (it == stack.rend()) continue;
      std::size_t k = *it;
      stack.erase(std::next(it).base(), stack.end());
      match[k] = i;
      match[i] = k;
    }
  }
  // Object-like macros.
  for (const auto* d : directives) {
    if (port::directive_name(*d) != "define") continue;
    auto inner = port::lex_directive(*d);
    std::vector<port::Token> sig;
    for (const auto& t : inner.tokens)
      if (!t.is_trivia()) sig.push_back(t);
    // sig: "#"? "define" NAME body...
    std::size_t k = 0;
    while (k < sig.size() && sig[k].text != "define") ++k;
    if (k + 1 >= sig.size() || sig[k + 1].kind != TokenKind::Identifier) continue;
    const auto& name = sig[k + 1];
    // Function-like if '(' follows the name with no space.
    if (k + 2 < sig.size() && sig[k + 2].text == "(" && sig[k + 2].offset == name.offset + name.text.size()) continue;
    Macro m;
    m.name = std::string(name.text);
    m.name_offset = name.offset;
    m.body.assign(sig.begin() + static_cast<long>(k) + 2, sig.end());
    auto [it, inserted] = macros.emplace(m.name, m);
    if (!inserted) {
      std::string a, b;
      for (auto& t : it->second.body) a += t.text;
      for (auto& t : m.body) b += t.text;
      if (a != b) it->second.definitions++;
    }
  }
  find_functions();
  function_of.assign(toks.size(), -1);
  for (std::size_t f = 0; f < functions.size(); ++f)  // bodies do not overlap (find_functions skips them)
    for (std::size_t t = functions[f].body.b; t < functions[f].body.e && t < toks.size(); ++t)
      if (function_of[t] < 0) function_of[t] = static_cast<std::int32_t>(f);
  line_starts.push_back(0);
  if (!source.empty()) {
    const char* p = source.data();
    const char* const end = p + source.size();
    while ((p = static_cast<const char*>(std::memchr(p, '\n', static_cast<std::size_t>(end - p)))) != nullptr)
      line_starts.push_back(static_cast<std::size_t>(++p - source.data()));
  }
}

void Unit::line_col(std::size_t offset, std::uint32_t& line, std::uint32_t& col) const {
  offset = std::min(offset, source.size());
  auto it = std::upper_bound(line_starts.begin(), line_starts.end(), offset);  // first line after offset
  const std::size_t l = static_cast<std::size_t>(it - line_starts.begin());    // >= 1: line_starts[0] is 0
  line = static_cast<std::uint32_t>(l);
  col = static_cast<std::uint32_t>(offset - line_starts[l - 1] + 1);
}

// Finds function bodies: a '{' after a ')' (plus trailing qualifiers) at namespace or class scope.
// Namespace, extern "C", struct and class bodies are descended into; other braces are skipped.
void Unit::find_functions() {
  std::size_t stmt_start = 0;
  std::vector<Range> file_stmts;
  for (std::size_t i = 0; i < toks.size(); ++i) {
    if (is(i, ";")) {
      file_stmts.push_back({stmt_start, i});
      stmt_start = i + 1;
      continue;
    }
    if (is(i, "}")) {  // end of a container we descended into
      stmt_start = i + 1;
      continue;
    }
    if (!is(i, "{") || match[i] == SIZE_MAX) continue;
    // Look back for ')' skipping qualifiers.
    std::size_t j = i;
    bool trailing_return = false;
    while (j > stmt_start) {
      --j;
      auto t = text(j);
      if (t == "const" || t == "noexcept" || t == "override" || t == "final" || t == "mutable" ||
          t == "volatile" || t == "&" || t == "&&")
        continue;
      if (t == ")" && match[j] != SIZE_MAX && match[j] > stmt_start && text(match[j] - 1) == "__attribute__") {
        j = match[j] - 1;
        continue;
      }
      break;
    }
    for (std::size_t k = stmt_start; k < i; ++k)
      if (is(k, "->")) trailing_return = true;
    if (trailing_return) {  // auto f(...) -> T { : find the parameter list's ')'
      for (std::size_t k = i; k > stmt_start; --k)
        if (is(k - 1, "->")) {
          j = k - 2;
          break;
        }
    }
    bool head_container = false, head_init = false;
    for (std::size_t k = stmt_start; k < i; ++k) {
      auto t = text(k);
      if (t == "namespace" || t == "extern" || t == "struct" || t == "class" || t == "union") head_container = true;
      if (t == "=" || t == "enum") head_init = true;
    }
    if (is(j, ")") && match[j] != SIZE_MAX && !head_init) {
      std::size_t open = match[j];
      Function fn;
      std::size_t name = open - 1;
      if (name < toks.size() && id(name)) {
        fn.name = std::string(text(name));
        fn.name_tok = name;
      }
      fn.params = {open + 1, j};
      fn.body = {i + 1, match[i]};
      for (std::size_t k = stmt_start; k < open; ++k) {
        if (is(k, "__global__")) fn.global = fn.device = true;
        if (is(k, "__device__")) fn.device = true;
      }
      std::size_t rt = stmt_start;
      if (is(rt, "template") && is(rt + 1, "<")) {  // skip template<...>
        int depth = 0;
        for (; rt < open; ++rt) {
          if (is(rt, "<")) depth++;
          if (is(rt, ">")) {
            if (--depth == 0) {
              ++rt;
              break;
            }
          }
          if (is(rt, ">>")) {
            depth -= 2;
            if (depth <= 0) {
              ++rt;
              break;
            }
          }
        }
      }
      fn.return_type = {rt, name};
      functions.push_back(std::move(fn));
      i = match[i];
      stmt_start = i + 1;
      continue;
    }
    if (head_container && !head_init) {
      stmt_start = i + 1;  // descend
      continue;
    }
    i = match[i];  // initializer, enum, ...: skip
  }
  if (share_ == nullptr) {
    for (auto& fn : functions) analyze(fn);
  } else {  // the same, with a helper thread taking functions from the same counter
    share_->offer(this);
    for (std::size_t k; (k = share_->next_.fetch_add(1)) < functions.size();) {
      analyze(functions[k]);
      share_->done_.fetch_add(1, std::memory_order_release);
    }
    {
      std::unique_lock<std::mutex> lock(share_->m_);
      share_->cv_.wait(lock, [&] { return share_->done_.load(std::memory_order_acquire) == functions.size(); });
    }
    share_->analysis_over();
  }
  // A function that performs a warp collective outside any lane-varying branch is itself a warp
  // collective for its callers (warpReduceSum and friends). Two rounds cover helper-of-helper.
  for (int round = 0; round < 2; ++round) {
    for (auto& fn : functions) {
      if (std::find(warp_functions_.begin(), warp_functions_.end(), fn.name) != warp_functions_.end()) continue;
      for (const auto& c : fn.calls)
        if ((is_warp_collective(c.name) || is_local_warp_function(c.name)) && c.name != "__syncwarp" &&
            c.control != Level::Varying && !fn.name.empty()) {
          warp_functions_.push_back(fn.name);
          break;
        }
    }
  }
  for (auto& fn : functions)
    for (const auto& c : fn.calls)
      if (is_warp_collective(c.name) || is_local_warp_function(c.name) || c.name == "tiled_partition")
        fn.warp_context = true;
  // File-scope declarations (constexpr warp sizes, __shared__/__device__ globals).
  file_scope.name = "<file>";
  for (auto r : file_stmts) {
    file_scope.stmts.push_back({r, -1});
  }
  analyze(file_scope);
}

bool Unit::is_local_warp_function(std::string_view name) const {
  return std::find(warp_functions_.begin(), warp_functions_.end(), name) != warp_functions_.end();
}

// ---------------------------------------------------------------------------------------------
// The statement walker.

std::size_t Unit::statement_end(std::size_t i, std::size_t e) const {
  auto skip_group = [&](std::size_t k) { return match[k] != SIZE_MAX && match[k] > k ? match[k] : k; };
  if (i >= e) return e;
  if (is(i, "{")) return skip_group(i) + 1;
  if (is(i, "if") || is(i, "for") || is(i, "while") || is(i, "switch")) {
    std::size_t p = i + 1;
    if (is(p, "constexpr")) ++p;
    if (!is(p, "(")) return e;
    std::size_t after = statement_end(skip_group(p) + 1, e);
    if (is(i, "if") && is(after, "else")) after = statement_end(after + 1, e);
    return after;
  }
  if (is(i, "do")) {
    std::size_t after = statement_end(i + 1, e);
    while (after < e && !is(after, ";")) after = is(after, "(") ? skip_group(after) + 1 : after + 1;
    return std::min(after + 1, e);
  }
  std::size_t k = i;
  while (k < e && !is(k, ";")) k = (is(k, "(") || is(k, "[") || is(k, "{")) ? skip_group(k) + 1 : k + 1;
  return std::min(k + 1, e);
}

class Walker {
 public:
  Walker(Unit& u, Function& fn) : u_(u), fn_(fn) {}

  void run() {
    fn_.decls.clear();
    fn_.assigns.clear();
    fn_.calls.clear();
    fn_.loops.clear();
    if (fn_.name == "<file>") {
      auto stmts = fn_.stmts;
      fn_.stmts.clear();
      for (auto s : stmts) simple(s.range, Level::Uniform, -1, -1);
      return;
    }
    fn_.stmts.clear();
    block_counter_ = 0;
    scope_ = fn_.body;
    for (auto p : u_.split_commas(fn_.params)) param(p);
    block(fn_.body, Level::Uniform, -1);
  }

 private:
  Unit& u_;
  Function& fn_;
  int block_counter_ = 0;
  Range scope_;

  // Runs f with scope_ set to r.
  template <class F>
  void in_scope(Range r, F&& f) {
    Range saved = scope_;
    scope_ = r;
    f();
    scope_ = saved;
  }

  std::size_t skip_group(std::size_t i) const {
    return u_.match[i] != SIZE_MAX && u_.match[i] > i ? u_.match[i] : i;
  }

  void block(Range r, Level control, int loop) {
    int id = block_counter_++;
    Level exit = Level::Uniform;  // lanes that left early through return/break/continue
    in_scope(r, [&] {
      std::size_t i = r.b;
      while (i < r.e) i = statement(i, r.e, max(control, exit), loop, id, &exit);
    });
  }

  // Whether a statement range contains a jump out of the current flow.
  bool has_exit(Range r) const {
    for (std::size_t i = r.b; i < r.e; ++i)
      if (u_.is(i, "return") || u_.is(i, "break") || u_.is(i, "continue")) return true;
    return false;
  }

  std::size_t body_end(std::size_t i, std::size_t e) const { return u_.statement_end(i, e); }

  std::size_t statement(std::size_t i, std::size_t e, Level control, int loop, int blk, Level* exit) {
    if (u_.is(i, "{")) {
      std::size_t close = skip_group(i);
      block({i + 1, close}, control, loop);
      return close + 1;
    }
    if (u_.is(i, "case") || u_.is(i, "default")) {
      while (i < e && !u_.is(i, ":")) ++i;
      return i + 1;
    }
    if (u_.is(i, "if") || u_.is(i, "while") || u_.is(i, "switch")) {
      bool is_if = u_.is(i, "if"), is_while = u_.is(i, "while");
      std::size_t p = i + 1;
      if (u_.is(p, "constexpr")) ++p;
      if (!u_.is(p, "(")) return i + 1;
      std::size_t close = skip_group(p);
      Range cond{p + 1, close};
      simple(cond, control, loop, blk, /*record_stmt=*/false);
      Level lv = u_.eval(cond, &fn_).level;
      Level inner = max(control, lv);
      std::size_t then_end = body_end(close + 1, e);
      int my_loop = loop;
      if (is_while) {
        Loop l;
        l.keyword = i;
        l.cond = cond;
        l.body = {close + 1, then_end};
        l.level = lv;
        l.parent = loop;
        fn_.loops.push_back(l);
        my_loop = static_cast<int>(fn_.loops.size()) - 1;
      }
      in_scope({close + 1, then_end}, [&] { statement(close + 1, then_end, inner, my_loop, blk, exit); });
      if (is_if && has_exit({close + 1, then_end})) *exit = max(*exit, lv);
      if (is_if && u_.is(then_end, "else")) {
        std::size_t else_end = body_end(then_end + 1, e);
        in_scope({then_end + 1, else_end}, [&] { statement(then_end + 1, else_end, inner, loop, blk, exit); });
        if (has_exit({then_end + 1, else_end})) *exit = max(*exit, lv);
        return else_end;
      }
      return then_end;
    }
    if (u_.is(i, "for") && u_.is(i + 1, "(")) {
      std::size_t close = skip_group(i + 1);
      Loop l;
      l.keyword = i;
      l.parent = loop;
      std::vector<std::size_t> semis;
      for (std::size_t k = i + 2; k < close; ++k) {
        if (u_.is(k, "(") || u_.is(k, "[") || u_.is(k, "{")) k = skip_group(k);
        else if (u_.is(k, ";")) semis.push_back(k);
      }
      if (semis.size() == 2) {
        l.init = {i + 2, semis[0]};
        l.cond = {semis[0] + 1, semis[1]};
        l.inc = {semis[1] + 1, close};
      } else {
        l.init = {i + 2, close};  // range-for
      }
      simple(l.init, control, loop, blk, false);
      // Induction variable: the declarator or assigned name in init.
      for (std::size_t k = l.init.b; k < l.init.e; ++k)
        if (u_.id(k) && (u_.is(k + 1, "=") || u_.is(k + 1, ":"))) l.var = std::string(u_.text(k));
      int idx = static_cast<int>(fn_.loops.size());
      fn_.loops.push_back(l);
      simple(l.cond, control, idx, blk, false);
      simple(l.inc, control, idx, blk, false);
      Level lv = semis.size() == 2 ? u_.eval(l.cond, &fn_).level : Level::Uniform;
      if (semis.size() != 2) {  // range-for over a container: uniform unless the range varies
        for (std::size_t k = l.init.b; k < l.init.e; ++k)
          if (u_.is(k, ":")) lv = u_.eval({k + 1, l.init.e}, &fn_).level;
      }
      // The trip count also varies if the induction variable starts lane-dependent.
      if (!l.var.empty())
        lv = max(lv, u_.level_of(&fn_, l.var));
      std::size_t end = body_end(close + 1, e);
      fn_.loops[idx].body = {close + 1, end};
      fn_.loops[idx].level = lv;
      Level dummy = Level::Uniform;
      in_scope({close + 1, end}, [&] { statement(close + 1, end, max(control, lv), idx, blk, &dummy); });
      return end;
    }
    if (u_.is(i, "do")) {
      std::size_t end = body_end(i, e);
      std::size_t body_e = body_end(i + 1, e);
      Range cond{body_e + 2, end > 1 ? end - 2 : end};  // while ( cond ) ;
      Loop l;
      l.keyword = i;
      l.cond = cond;
      l.body = {i + 1, body_e};
      l.parent = loop;
      l.level = u_.eval(cond, &fn_).level;
      fn_.loops.push_back(l);
      int idx = static_cast<int>(fn_.loops.size()) - 1;
      Level dummy = Level::Uniform;
      in_scope({i + 1, body_e}, [&] { statement(i + 1, body_e, max(control, l.level), idx, blk, &dummy); });
      simple(cond, control, idx, blk, false);
      return end;
    }
    if (u_.is(i, "else")) return i + 1;  // stray
    std::size_t end = body_end(i, e);
    simple({i, end > i && u_.is(end - 1, ";") ? end - 1 : end}, control, loop, blk, true);
    return end;
  }

  void param(Range r) {
    // type tokens ... name [= default]
    std::size_t e = r.e;
    for (std::size_t k = r.b; k < r.e; ++k)
      if (u_.is(k, "=")) {
        e = k;
        break;
      }
    std::size_t name = SIZE_MAX;
    for (std::size_t k = e; k > r.b; --k)
      if (u_.id(k - 1) && !u_.has_class(k - 1, Unit::kTypeWord | Unit::kSpecifier)) {
        name = k - 1;
        break;
      }
    if (name == SIZE_MAX || name == r.b) return;
    Decl d;
    d.param = true;
    d.name = std::string(u_.text(name));
    d.name_tok = name;
    std::size_t tb = r.b;
    while (tb < name && u_.has_class(tb, Unit::kSpecifier)) ++tb;
    std::size_t te = tb;
    while (te < name && !u_.is(te, "*") && !u_.is(te, "&") && !u_.is(te, "&&") && !u_.has_class(te, Unit::kSpecifier)) ++te;
    d.type = {tb, te};
    for (std::size_t k = r.b; k < r.e; ++k) {
      if (k < name && u_.is(k, "*")) d.pointer = true;
      if (k > name && u_.is(k, "[")) d.pointer = true;  // T a[] decays to a pointer
      if (k < name && u_.is(k, "const")) d.is_const = true;
      if (k < name && u_.is(k, "volatile")) d.is_volatile = true;
    }
    fn_.decls.push_back(std::move(d));
  }

  // A declaration or an expression statement.
  void simple(Range r, Level control, int loop, int blk, bool record_stmt = true) {
    if (r.empty()) return;
    if (record_stmt) fn_.stmts.push_back({r, blk});
    calls(r, control, loop);
    if (declaration(r, control)) return;
    assignment(r, control);
  }

  void calls(Range r, Level control, int loop) {
    for (std::size_t k = r.b; k < r.e; ++k) {
      if (!u_.id(k)) continue;
      std::size_t kk = k + 1;
      if (u_.is(kk, "<")) {  // f<...>(...)
        int depth = 0;
        std::size_t j = kk;
        for (; j < r.e; ++j) {
          if (u_.is(j, "<")) depth++;
          else if (u_.is(j, ">")) depth--;
          else if (u_.is(j, ">>")) depth -= 2;
          else if (u_.is(j, ";") || u_.is(j, "{") || u_.is(j, "&&") || u_.is(j, "||") || u_.is(j, ")")) break;
          if (depth <= 0) break;
        }
        if (depth == 0 && u_.is(j + 1, "(")) kk = j + 1;
      }
      if (!u_.is(kk, "(") || u_.match[kk] == SIZE_MAX) continue;
      Call c;
      c.name = std::string(u_.text(k));
      if (u_.has_class(k, Unit::kNotType) && c.name != "sizeof") continue;
      c.name_tok = k;
      c.open = kk;
      c.close = u_.match[kk];
      c.args = u_.split_commas({kk + 1, c.close});
      if (c.args.size() == 1 && c.args[0].empty()) c.args.clear();
      if (k >= 2 && (u_.is(k - 1, ".") || u_.is(k - 1, "->")) && u_.id(k - 2)) c.object = std::string(u_.text(k - 2));
      c.control = control;
      c.loop = loop;
      fn_.calls.push_back(std::move(c));
    }
    // Template calls: name<...>(...) are looked up by rules through tokens directly.
  }

  // type-ish prefix followed by a declarator name.
  bool declaration(Range r, Level control) {
    std::size_t k = r.b;
    Decl base;
    base.control = control;
    while (k < r.e && u_.has_class(k, Unit::kSpecifier)) {
      auto t = u_.text(k);
      if (t == "__shared__") base.shared = true;
      if (t == "volatile") base.is_volatile = true;
      if (t == "const") base.is_const = true;
      if (t == "constexpr") base.constexpr_ = base.is_const = true;
      if (t == "static") base.is_static = true;
      ++k;
    }
    std::size_t type_b = k;
    if (k < r.e && u_.has_class(k, Unit::kNotType)) return false;
    if (k < r.e && u_.has_class(k, Unit::kTypeWord)) {
      while (k < r.e && (u_.has_class(k, Unit::kTypeWord) || u_.is(k, "const") || u_.is(k, "volatile"))) ++k;
    } else if (u_.id(k) || u_.is(k, "::")) {
      // [::] id [<...>] (:: id [<...>])*
      while (true) {
        if (u_.is(k, "::")) ++k;
        if (!u_.id(k) || k >= r.e) return false;
        ++k;
        if (u_.is(k, "<")) {
          int depth = 0;
          for (; k < r.e; ++k) {
            if (u_.is(k, "(")) k = skip_group(k);
            else if (u_.is(k, "<")) depth++;
            else if (u_.is(k, ">")) depth--;
            else if (u_.is(k, ">>")) depth -= 2;
            else if (u_.is(k, ";") || u_.is(k, "{") || u_.is(k, "=")) return false;
            if (depth <= 0) break;
          }
          ++k;
        }
        if (u_.is(k, "::")) continue;
        break;
      }
      if (!(u_.id(k) || u_.is(k, "*") || u_.is(k, "&") || u_.is(k, "&&") || u_.has_class(k, Unit::kSpecifier))) return false;
    } else {
      return false;
    }
    std::size_t type_e = k;
    while (type_e > type_b && u_.has_class(type_e - 1, Unit::kSpecifier)) --type_e;
    if (type_e == type_b) return false;
    base.type = {type_b, type_e};
    bool any = false;
    for (auto part : u_.split_commas({k, r.e})) {
      Decl d = base;
      std::size_t j = part.b;
      while (j < part.e && (u_.is(j, "*") || u_.is(j, "&") || u_.is(j, "&&") || u_.has_class(j, Unit::kSpecifier))) {
        if (u_.is(j, "*")) d.pointer = true;
        if (u_.is(j, "volatile")) d.is_volatile = true;
        if (u_.is(j, "__shared__")) d.shared = true;
        ++j;
      }
      if (!u_.id(j) || u_.has_class(j, Unit::kTypeWord)) return any;
      d.name = std::string(u_.text(j));
      d.name_tok = j;
      ++j;
      while (u_.is(j, "[")) {
        std::size_t close = skip_group(j);
        d.dims.push_back({j + 1, close});
        j = close + 1;
      }
      if (u_.is(j, "=")) d.init = {j + 1, part.e};
      else if (u_.is(j, "(") || u_.is(j, "{")) d.init = {j + 1, skip_group(j)};
      else if (j < part.e) return any;  // not a declarator
      d.scope = scope_;
      if (!d.init.empty()) d.value = u_.eval(d.init, &fn_);
      fn_.decls.push_back(std::move(d));
      any = true;
    }
    return any;
  }

  void assignment(Range r, Level control) {
    for (std::size_t k = r.b; k < r.e; ++k) {
      if (u_.is(k, "(") || u_.is(k, "[") || u_.is(k, "{")) {
        k = skip_group(k);
        continue;
      }
      if (!u_.has_class(k, Unit::kAssignOp)) continue;
      Assign a;
      a.op = std::string(u_.text(k));
      a.rhs = {k + 1, r.e};
      a.control = control;
      std::size_t j = r.b;
      while (j < k && (u_.is(j, "*") || u_.is(j, "(")))
        ++j, a.element = true;
      if (!u_.id(j)) return;
      a.name = std::string(u_.text(j));
      a.name_tok = j;
      if (j + 1 < k) a.element = true;
      a.scope = scope_;
      a.value = u_.eval(a.rhs, &fn_);
      if (control == Level::Varying) a.value.level = Level::Varying;
      fn_.assigns.push_back(std::move(a));
      return;
    }
    // ++x / x++ keep facts; nothing to record.
  }
};

namespace {

using VarMap = std::map<std::string, VarFacts, std::less<>>;

bool g_shortcuts = true;

// Whether Unit::lookup(&fn, name) answers alike under fn.vars == `a` and fn.vars == `b` for what the
// walker's evaluations read of it: equal values, or no entry against an entry with the default value
// when no macro has the name (Eval reads a missing name as a macro, else as Value{}; the other sites
// read only the level, Uniform for both). The host fields are not read while walking.
bool same_answer(const Unit& u, const Function& fn, const VarMap& a, const VarMap& b, const LookedUp& l) {
  const std::string_view name = l.name;
  auto find = [&](const VarMap& m) -> const VarFacts* {
    if (auto it = m.find(name); it != m.end()) return &it->second;
    if (&fn != &u.file_scope)  // fixed while a function is analysed (file scope comes last)
      if (auto it = u.file_scope.vars.find(name); it != u.file_scope.vars.end()) return &it->second;
    return nullptr;
  };
  const VarFacts* x = find(a);
  const VarFacts* y = find(b);
  if (l.level_only) return (x ? x->value.level : Level::Uniform) == (y ? y->value.level : Level::Uniform);
  if (x && y) return x->value == y->value;
  if (!x && !y) return true;
  return (x ? x : y)->value == Value{} && u.macros.find(name) == u.macros.end();
}

}  // namespace

void set_analysis_shortcuts(bool on) { g_shortcuts = on; }

void Unit::analyze(Function& fn) {
  reset_eval_depth();
  // A walk's events depend on the facts only through the names its evaluations look up (LookupLog):
  // the structure (statements, calls, declarations, loops, scopes) is read from the tokens, and the
  // levels and values from Unit::eval, a function of the tokens, the macros, the events recorded so
  // far in the same walk and those lookups. So when every name the last walk looked up is answered
  // alike under the new facts, walking again would record exactly the same events: its result is
  // restored instead (compute_facts changes only the declarations' and assignments' values). The
  // first walk runs with no facts, and what it looks up is mostly parameters (default facts) and
  // loop variables (only their level is read): on the 60 cuda-samples concatenated 673 of 716
  // second walks are not needed.
  std::vector<LookedUp> looked_up;  // what the last walk looked up, sorted, unique
  VarMap walked_vars;               // fn.vars when it ran
  std::vector<Value> walked_decls, walked_assigns;  // the values it recorded
  bool fixed = false;  // the last compute_facts ended at a fixed point
  for (int iter = 0; iter < 4; ++iter) {
    bool again = iter > 0 && g_shortcuts;
    for (std::size_t k = 0; again && k < looked_up.size(); ++k)
      again = same_answer(*this, fn, walked_vars, fn.vars, looked_up[k]);
    if (iter > 0 && again) {
      // The walk would give back the values it recorded. If those are the values compute_facts ended
      // with at a fixed point, the state after restoring them is that fixed point: compute_facts would
      // return it unchanged, and the facts compared below would be the same, so this is the result.
      // (First walks usually agree with the final values: 671 of 716 functions of the 60 cuda-samples
      // concatenated stop here, without their second compute_facts.)
      bool settled = fixed;
      for (std::size_t k = 0; settled && k < fn.decls.size(); ++k)
        settled = fn.decls[k].value == walked_decls[k];
      for (std::size_t k = 0; settled && k < fn.assigns.size(); ++k)
        settled = fn.assigns[k].value == walked_assigns[k];
      if (settled) break;
      for (std::size_t k = 0; k < fn.decls.size(); ++k) fn.decls[k].value = walked_decls[k];
      for (std::size_t k = 0; k < fn.assigns.size(); ++k) fn.assigns[k].value = walked_assigns[k];
    } else {
      looked_up.clear();
      {
        LookupLog log(looked_up);
        Walker(*this, fn).run();
      }
      std::sort(looked_up.begin(), looked_up.end());
      looked_up.erase(std::unique(looked_up.begin(), looked_up.end()), looked_up.end());
      walked_vars = fn.vars;
      walked_decls.clear();
      walked_assigns.clear();
      for (const Decl& d : fn.decls) walked_decls.push_back(d.value);
      for (const Assign& a : fn.assigns) walked_assigns.push_back(a.value);
    }
    auto before = fn.vars;
    fixed = compute_facts(*this, fn);
    bool same = before.size() == fn.vars.size();
    if (same)
      for (auto& [k, v] : fn.vars) {
        auto it = before.find(k);
        if (it == before.end() || it->second.value.level != v.value.level || it->second.host != v.host ||
            it->second.value.lane_id != v.value.lane_id || it->second.value.ballot != v.value.ballot) {
          same = false;
          break;
        }
      }
    if (same && iter > 0) break;
  }
}

}  // namespace crosswarp::lint
