#include "model/vocab_gen.h"

#include "model/unicode.h"

#include <crosswarp/error.h>

#include <sstream>
#include <unordered_set>

namespace crosswarp::model {
namespace {

// Common English words (lowercase), roughly by frequency, then frequent subword continuations.
constexpr const char* kWords =
    "the of and to in a is that for it as was with be by on not he i this are or his from at which but have "
    "an "
    "they you were her she there had been one all we their has would when if so no will can more who about "
    "up "
    "out them what some into my other time than its only then also two may could new first like these any "
    "after over such most made people should do very between did many where just those through under before "
    "same because well while each used work years year how even make her him been being world three much "
    "program software license licensed copyright distributed without warranty terms conditions use code "
    "source free version general public hope useful merchantability fitness particular purpose see details "
    "copy received along write foundation inc street floor boston apache law agreed writing basis express "
    "implied governing permissions limitations file compliance obtain http www org licenses data model "
    "language text word words sentence number numbers value values example test tests result results "
    "system systems computer network function functions memory device devices input output run running "
    "state states city country government president war school university company market music film book "
    "water life day days night home house family man men woman women child children body head hand hands "
    "part parts place case point group problem fact question right left high low long short small large "
    "big little old young good bad great best better last next early late national international local "
    "social political economic public private human natural major common special different important "
    "possible several certain second third four five six seven eight nine ten hundred thousand million "
    "know think say said says go going went come came take took see saw look looked find found give gave "
    "tell told ask asked feel felt become became leave left call called keep kept let begin began seem "
    "seemed help show showed hear heard play played move moved live lived believe bring brought happen "
    "write wrote provide sit stand lose pay meet include continue set learn change lead understand watch "
    "follow stop create speak read allow add spend grow open walk win offer remember love consider appear "
    "buy wait serve die send expect build stay fall cut reach kill remain suggest raise pass sell require "
    "report decide pull today yesterday tomorrow now here again never always often sometimes still already "
    "yet soon ago once twice however therefore although though because since until unless whether either "
    "neither both few less least own same such too quite rather almost enough really perhaps actually "
    "character characters split unknown becomes emoji accents stripped lowercasing hello anyone terms "
    "parenthesized braced angled tabs newlines multiple spaces longer than one hundred";

constexpr const char* kSuffixes =
    "s es ed ing ly er ers est tion tions sion ment ments ness less ful able ible al ial ic ical ity ive "
    "ize ized ise ous ious y ry ary ory an ian en ens ent ant ence ance ist ism ship hood dom ward wards "
    "th st nd rd ology graphy ar or ors ee ie ies a e i o u n t r l d c m p g b f h k v w x z q j";

}  // namespace

std::vector<std::string> generate_vocab(std::size_t size) {
  if (size < 256)
    throw Error(ErrorKind::Usage,
                "vocabulary size " + std::to_string(size) + " is too small (need at least 256)");
  std::vector<std::string> v;
  std::unordered_set<std::string> seen;
  auto add = [&](const std::string& t) {
    if (v.size() < size && seen.insert(t).second) v.push_back(t);
  };
  std::size_t unused = 0;
  if (size >= 1000) {
    add("[PAD]");
    while (v.size() < 100) add("[unused" + std::to_string(unused++) + "]");
  } else {
    add("[PAD]");
  }
  for (const char* s : {"[UNK]", "[CLS]", "[SEP]", "[MASK]"}) add(s);
  for (char c = 33; c < 127; ++c)
    if (!(c >= 'A' && c <= 'Z')) add(std::string(1, c));
  auto add_range = [&](char32_t lo, char32_t hi, const std::string& prefix) {
    for (char32_t c = lo; c <= hi; ++c) {
      std::string s = prefix;
      unicode::append_utf8(s, c);
      add(s);
    }
  };
  add_range(U'a', U'z', "##");
  add_range(U'0', U'9', "##");
  for (std::istringstream in(kSuffixes); in;) {
    std::string w;
    if (in >> w) add("##" + w);
  }
  for (std::istringstream in(kWords); in;) {
    std::string w;
    if (in >> w) add(w);
  }
  add_range(0xA1, 0xBF, "");             // Latin-1 punctuation and symbols
  add_range(0xDF, 0xFF, "");             // Latin-1 lower-case letters
  add_range(0x3B1, 0x3C9, "");           // Greek lower case
  add_range(0x430, 0x44F, "");           // Cyrillic lower case
  add_range(0x2010, 0x2027, "");         // dashes, quotes, bullets
  add_range(0x3001, 0x3002, "");         // CJK comma and full stop
  add_range(0x4E00, 0x4E00 + 2047, "");  // the first CJK unified ideographs
  while (v.size() < size) add("[unused" + std::to_string(unused++) + "]");
  return v;
}

}  // namespace crosswarp::model
