// libFuzzer: config.json parsing on arbitrary bytes. Either a validated BertConfig (whose JSON form
// parses back to the same shapes) or crosswarp::Error(Input).
#include "model/bert_config.h"

#include <crosswarp/error.h>

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace crosswarp::model;
  try {
    auto c = parse_bert_config_text({reinterpret_cast<const char*>(data), size}, "fuzz/config.json");
    if (c.hidden_size <= 0 || c.num_attention_heads <= 0 || c.hidden_size % c.num_attention_heads != 0)
      __builtin_trap();
    auto d = parse_bert_config(bert_config_to_json(c), "roundtrip");
    if (d.hidden_size != c.hidden_size || d.num_hidden_layers != c.num_hidden_layers ||
        d.vocab_size != c.vocab_size || d.num_labels != c.num_labels || d.hidden_act != c.hidden_act)
      __builtin_trap();
  } catch (const crosswarp::Error& e) {
    if (e.kind() != crosswarp::ErrorKind::Input) __builtin_trap();
  }
  return 0;
}
