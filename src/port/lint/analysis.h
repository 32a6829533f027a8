// The linter's view of one source: significant tokens, object-like macros, functions, and per
// function the events the rules look at (declarations, assignments, calls, loops) with the control
// level under which each happens. Built on the port lexer (src/port/lexer.h).
//
// Data flow is deliberately small: per function, flow-insensitive facts per variable name (does it
// vary across the lanes of a warp? is it a lane id? a ballot mask? a pinned or pageable host buffer?),
// joined over every assignment to a fixed point, with implicit flow (an assignment under a
// lane-varying branch makes the variable lane-varying).
#pragma once

#include "port/lexer.h"

#include <array>
#include <atomic>
#include <condition_variable>
#include <functional>
#include <cstdint>
#include <initializer_list>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace crosswarp::lint {

// A fixed set of words (keywords, API names), looked up without allocating or walking a tree: a
// std::set<std::string_view> lookup costs several out-of-line compares, and the walker asks for
// nearly every token several times per function.
class WordSet {
 public:
  WordSet(std::initializer_list<std::string_view> words) {
    for (std::string_view w : words) add(w);
  }
  // `w` must outlive the set (a literal, or a key of a static table).
  void add(std::string_view w) {
    if (!w.empty()) buckets_[bucket(w)].push_back(w);
  }
  bool contains(std::string_view w) const {
    if (w.empty()) return false;
    for (std::string_view x : buckets_[bucket(w)])
      if (x.size() == w.size() && x == w) return true;
    return false;
  }

 private:
  static std::size_t bucket(std::string_view w) {
    return (w.size() * 7 + static_cast<unsigned char>(w.front()) * 3 + static_cast<unsigned char>(w.back())) & 127;
  }
  std::array<std::vector<std::string_view>, 128> buckets_;
};

struct Range {
  std::size_t b = 0, e = 0;  // [b, e) in significant-token indices
  bool empty() const { return b >= e; }
};

// How a value can differ between the lanes of one warp.
enum class Level : std::uint8_t { Uniform = 0, WarpUniform = 1, Varying = 2 };
inline Level max(Level a, Level b) { return a > b ? a : b; }

enum class HostMem : std::uint8_t { Unknown, Pageable, Pinned, Device };

// What the linter knows about an expression's value.
struct Value {
  Level level = Level::Uniform;
  bool thread_index = false;  // derived from threadIdx / thread_rank()
  bool lane_id = false;       // a lane index: x % W, x & (W-1), __lane_id()
  bool warp_id = false;       // x / W, x >> 5
  bool warp_size = false;     // warpSize or a name that holds it
  bool ballot = false;        // a lane mask from __ballot*, __activemask, __match_*
  bool block_dim = false;     // mentions blockDim
  bool warp_size_minus_one = false;  // warpSize - 1 (a lane mask)
  std::optional<long long> constant;
  std::string root;  // the variable a pointer-ish expression is based on ("h" for h + 4, v.data())
  std::string element_of;  // for h[i]: "h" (so that &h[i] is based on h, while h[i] itself is a value)
  bool operator==(const Value&) const = default;
};

struct VarFacts {
  Value value;
  HostMem host = HostMem::Unknown;
  std::size_t alloc_tok = SIZE_MAX;  // token of the malloc/new/vector that made it pageable
  bool operator==(const VarFacts&) const = default;
};

struct Decl {
  std::string name;
  std::size_t name_tok = 0;
  Range type;  // base type tokens (no specifiers, no declarator stars)
  bool pointer = false, shared = false, is_volatile = false, is_const = false, constexpr_ = false,
       is_static = false, param = false;
  std::vector<Range> dims;
  Range init;
  Level control = Level::Uniform;
  Range scope;  // the innermost block or branch body holding it
  Value value;  // the initialiser's value (computed by compute_facts)
};

struct Assign {
  std::string name;  // root variable
  std::size_t name_tok = 0;
  bool element = false;  // a[i] = ..., *p = ..., p->f = ...
  std::string op;        // "=", "+=", ...
  Range rhs;
  Level control = Level::Uniform;
  Range scope;  // the innermost block or branch body holding it
  Value value;  // the assigned value joined with the control level (computed by compute_facts)
};

struct Call {
  std::string name;
  std::size_t name_tok = 0;
  std::size_t open = 0, close = 0;  // the parentheses
  std::vector<Range> args;
  std::string object;  // for member calls: "tile" in tile.shfl_down(...)
  Level control = Level::Uniform;
  int loop = -1;  // innermost enclosing loop (index into Function::loops), -1 if none
};

struct Loop {
  std::size_t keyword = 0;
  Range init, cond, inc, body;
  std::string var;  // induction variable declared or assigned in init
  Level level = Level::Uniform;
  int parent = -1;
};

// A statement without nested statements, in order; block identifies its enclosing { }.
struct Stmt {
  Range range;
  int block = 0;
};

struct Function {
  std::string name;
  std::size_t name_tok = 0;
  Range params, body;
  bool device = false;  // __global__ or __device__
  bool global = false;
  Range return_type;
  std::vector<Decl> decls;
  std::vector<Assign> assigns;
  std::vector<Call> calls;
  std::vector<Loop> loops;
  std::vector<Stmt> stmts;
  std::map<std::string, VarFacts, std::less<>> vars;  // std::less<>: found by string_view, no copy
  bool warp_context = false;  // calls a warp collective (directly or through a local warp function)
};

struct Macro {
  std::string name;
  std::vector<port::Token> body;  // lexed from the directive (views into the source)
  std::size_t name_offset = 0;
  int definitions = 1;  // >1: defined differently under #if branches
};

class Unit;

// Lets a second thread analyse some of a unit's functions while the unit is being built, and then run
// some of its rules: crosswarp port's main thread, done translating, helps its linter. During analysis
// each function reads only its own events and facts, the tokens and the macros, so functions are
// analysed in any order, on any thread, with the same results; each rule reads only the analysed unit
// and writes its own findings, which are put together in the rules' order (lint_lexed).
class AnalysisShare {
 public:
  // Analyses functions of the unit that was given this share, then runs its rules, until none is left;
  // returns once the unit no longer needs help (at once if it has finished or gave up before).
  void help();

  // The linter's side (lint_lexed): rules will follow the analysis (else the analysis's end closes the
  // share), and the rules' jobs 0..count-1, run here and by a helper, each once; returns when all ran.
  void expect_rules();
  void run_shared(std::size_t count, const std::function<void(std::size_t)>& job);
  void close();  // no more help wanted; waits until no helper is inside help()

 private:
  friend class Unit;
  enum class Phase { Waiting, Analysis, AnalysisDone, Rules, Closed };
  void offer(Unit* unit);  // the unit's functions are ready: help() may take some
  void analysis_over();    // no more functions to take: AnalysisDone, or Closed if no rules follow
  std::mutex m_;
  std::condition_variable cv_;
  Phase phase_ = Phase::Waiting;
  bool rules_expected_ = false;
  Unit* unit_ = nullptr;
  int helpers_ = 0;
  std::atomic<std::size_t> next_{0};  // the next function to analyse
  std::atomic<std::size_t> done_{0};  // functions analysed
  const std::function<void(std::size_t)>* job_ = nullptr;
  std::size_t jobs_ = 0;
  std::atomic<std::size_t> next_job_{0}, jobs_done_{0};
};

class Unit {
  port::LexResult owned_lex_;  // the tokens when this unit lexed the source itself

 public:
  explicit Unit(std::string_view source);
  // On tokens lexed already (crosswarp port lexes once for the translation and the lint): `lexed` must
  // be port::lex(source)'s result and outlive the unit.
  Unit(std::string_view source, const port::LexResult& lexed, AnalysisShare* share = nullptr);
  Unit(const Unit&) = delete;
  Unit& operator=(const Unit&) = delete;

  std::string_view source;
  const port::LexResult& lexed;
  std::vector<const port::Token*> toks;  // significant tokens (no trivia, no directives)
  std::vector<std::size_t> match;        // matching bracket index for ( [ {, else SIZE_MAX
  std::vector<const port::Token*> directives;
  std::map<std::string, Macro, std::less<>> macros;   // object-like macros
  std::vector<Function> functions;
  Function file_scope;                   // declarations outside functions
  // For each significant token, the index in `functions` of the function whose body holds it, or
  // -1 (function_at: one lookup instead of a scan of every function per token).
  std::vector<std::int32_t> function_of;
  // The offset at which each source line starts (line_col: a binary search instead of counting
  // newlines from the start of the file for every finding).
  std::vector<std::size_t> line_starts;
  void line_col(std::size_t offset, std::uint32_t& line, std::uint32_t& col) const;
  // nvidia_only's answer just after each directive (rule_util.cpp, filled on first use): one pass over
  // the directives per unit instead of one per question.
  mutable std::vector<std::uint8_t> nvidia_after_directive;
  mutable bool nvidia_after_directive_ready = false;

  // Token helpers (safe for out-of-range indices).
  std::string_view text(std::size_t i) const { return i < toks.size() ? toks[i]->text : std::string_view(); }
  bool id(std::size_t i) const { return i < toks.size() && toks[i]->kind == port::TokenKind::Identifier; }
  // Always inlined: called with a literal nearly everywhere, so the length and first byte are constants.
  [[gnu::always_inline]] bool is(std::size_t i, std::string_view t) const {
    if (i >= toks.size()) return false;
    std::string_view s = toks[i]->text;  // length and first byte first: most tokens differ there
    return s.size() == t.size() && (t.empty() || (s[0] == t[0] && s == t));
  }
  // Word classes of each significant token (bits of kSpecifier, ...), computed once per unit.
  enum : std::uint8_t { kSpecifier = 1, kTypeWord = 2, kNotType = 4, kAssignOp = 8 };
  bool has_class(std::size_t i, std::uint8_t mask) const { return i < word_class.size() && (word_class[i] & mask); }
  std::vector<std::uint8_t> word_class;
  bool number(std::size_t i) const { return i < toks.size() && toks[i]->kind == port::TokenKind::Number; }
  std::string join(Range r) const;  // token texts joined by single spaces

  // Expression evaluation under a function's variable facts (fn may be null: file scope).
  Value eval(Range r, const Function* fn) const;
  const VarFacts* lookup(const Function* fn, std::string_view name) const;
  // lookup's level, Uniform for a name without facts.
  Level level_of(const Function* fn, std::string_view name) const;
  // The value of `name` read at significant token `pos`: the last definition whose scope holds pos,
  // joined with the conditional or loop-carried assignments that may also reach it. nullopt when
  // no definition precedes pos (then the flow-insensitive facts apply).
  std::optional<Value> reaching(const Function* fn, std::string_view name, std::size_t pos) const;
  // Evaluates a macro's body; nullopt if `name` is not an object-like macro.
  std::optional<Value> eval_macro(std::string_view name, const Function* fn) const;
  // The end (one past) of the statement that starts at significant token i, within [i, e): a block,
  // an if (with its else), for, while, switch or do statement, or up to its ';'.
  std::size_t statement_end(std::size_t i, std::size_t e) const;
  // Split [b,e) on top-level commas.
  std::vector<Range> split_commas(Range r) const;
  // Names of functions in this file that perform a warp collective unconditionally.
  bool is_local_warp_function(std::string_view name) const;

 private:
  void build();
  void find_functions();
  void analyze(Function& fn);
  AnalysisShare* share_ = nullptr;
  friend class AnalysisShare;
  std::vector<std::string> warp_functions_;
  friend class Walker;
};

// A name looked up in a function's facts, and whether only its level was read (Unit::level_of).
struct LookedUp {
  std::string name;
  bool level_only = false;
  auto operator<=>(const LookedUp&) const = default;
};

// Records in `names` every name this thread passes to Unit::lookup or Unit::level_of while the log
// exists: what a walk reads of a function's facts (Unit::analyze, analysis.cpp).
class LookupLog {
 public:
  explicit LookupLog(std::vector<LookedUp>& names);
  ~LookupLog();
  LookupLog(const LookupLog&) = delete;
  LookupLog& operator=(const LookupLog&) = delete;

 private:
  std::vector<LookedUp>* saved_;
};

// Unit::analyze's shortcuts (no second walk when the facts it read have not changed; no second
// compute_facts when that leaves a fixed point) are on by default; a test turns them off to check
// that they change nothing (analysis_shortcuts_test.cpp). Not for use while units are being built.
void set_analysis_shortcuts(bool on);

// Sets this thread's Unit::eval recursion guard to 0 (it is balanced; a unit's analysis starts from 0).
void reset_eval_depth();

// Recomputes fn.vars from fn's events (dataflow.cpp). True when its last round changed nothing at
// all (no declaration's or assignment's value, no fact): the function's state is then a fixed point,
// which compute_facts run again on the same state returns unchanged.
bool compute_facts(const Unit& u, Function& fn);

// Parses an integer literal (0x1f, 32u, 0xffffffffull, 1'000): value and whether it carried an
// ll/ull suffix; nullopt for floating or malformed literals.
std::optional<unsigned long long> parse_int_literal(std::string_view text, bool* long_long = nullptr);

// Name classes shared by the rules.
bool is_warp_collective(std::string_view name);  // __shfl*, __ballot*, __any*, __all*, __match*, __syncwarp, __reduce_*_sync
bool is_sync_collective(std::string_view name);  // the *_sync ones that take a lane mask first
bool is_ballot_source(std::string_view name);    // __ballot*, __activemask, __match_any*, __match_all*
bool is_shuffle(std::string_view name);
bool is_32bit_int_type(const Unit& u, Range type);  // unsigned, unsigned int, int, uint32_t, ...
bool looks_like_warp_size_name(std::string_view name);  // WARP_SIZE, kWarpSize, warp_size, ...

}  // namespace crosswarp::lint
