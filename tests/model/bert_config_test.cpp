// config.json parsing: HF defaults, the goldens' configs, and one-line errors naming the key.
#include "model/bert_config.h"
#include "test_util.h"

#include <gtest/gtest.h>

using namespace crosswarp::model;
using namespace crosswarp::model::testing;

namespace {
const std::string kGoldens = CROSSWARP_GOLDENS;
BertConfig parse(const std::string& text) {
  return parse_bert_config_text(text, "cfg/config.json");
}
}  // namespace

TEST(BertConfig, ReadsGoldenBertTiny) {
  auto c = load_bert_config(kGoldens + "/bert-tiny/config.json");
  EXPECT_EQ(c.hidden_size, 64);
  EXPECT_EQ(c.num_hidden_layers, 2);
  EXPECT_EQ(c.num_attention_heads, 4);
  EXPECT_EQ(c.head_dim(), 16);
  EXPECT_EQ(c.intermediate_size, 256);
  EXPECT_EQ(c.max_position_embeddings, 128);
  EXPECT_EQ(c.vocab_size, 2020);
  EXPECT_EQ(c.hidden_act, Activation::GeluErf);
  EXPECT_DOUBLE_EQ(c.layer_norm_eps, 1e-12);
  EXPECT_EQ(c.task, BertTask::Encoder);
  EXPECT_EQ(c.torch_dtype, "float32");  // transformers 5 writes "dtype"
}

TEST(BertConfig, ReadsGoldenSequenceClassification) {
  auto c = load_bert_config(kGoldens + "/bert-tiny-cls/config.json");
  EXPECT_EQ(c.task, BertTask::SequenceClassification);
  EXPECT_EQ(c.num_labels, 3);
  EXPECT_EQ(c.max_position_embeddings, 64);
}

TEST(BertConfig, DefaultsAreHfBertBase) {
  auto c = parse("{}");
  EXPECT_EQ(c.hidden_size, 768);
  EXPECT_EQ(c.num_hidden_layers, 12);
  EXPECT_EQ(c.vocab_size, 30522);
  EXPECT_EQ(c.architecture, "BertModel");
  EXPECT_EQ(parse(R"({"architectures":["BertForSequenceClassification"]})").num_labels, 2);
  EXPECT_EQ(parse(R"({"architectures":["BertForSequenceClassification"],"num_labels":5})").num_labels, 5);
  EXPECT_EQ(parse(R"({"architectures":["BertForMaskedLM"]})").task, BertTask::Encoder);
  EXPECT_EQ(parse(R"({"pad_token_id":null})").pad_token_id, -1);
}

TEST(BertConfig, Activations) {
  EXPECT_EQ(parse(R"({"hidden_act":"gelu_new"})").hidden_act, Activation::GeluTanh);
  EXPECT_EQ(parse(R"({"hidden_act":"gelu_pytorch_tanh"})").hidden_act, Activation::GeluTanh);
  EXPECT_EQ(parse(R"({"hidden_act":"relu"})").hidden_act, Activation::Relu);
  expect_input_error([] { parse(R"({"hidden_act":"swish"})"); },
                     {"cfg/config.json", "hidden_act", "\"swish\""});
}

TEST(BertConfig, RoundTripsThroughJson) {
  auto c = parse(
      R"({"architectures":["BertForSequenceClassification"],"id2label":{"0":"a","1":"b","2":"c"},"hidden_size":96,)"
      R"("num_attention_heads":3,"hidden_act":"relu","layer_norm_eps":1e-5})");
  auto d = parse_bert_config(bert_config_to_json(c), "again");
  EXPECT_EQ(d.hidden_size, 96);
  EXPECT_EQ(d.num_attention_heads, 3);
  EXPECT_EQ(d.num_labels, 3);
  EXPECT_EQ(d.hidden_act, Activation::Relu);
  EXPECT_DOUBLE_EQ(d.layer_norm_eps, 1e-5);
}

TEST(BertConfig, OneLineErrorsNameFileAndKey) {
  struct Case {
    const char* json;
    std::vector<std::string> needles;
  };
  for (const auto& c : std::vector<Case>{
           {R"({"hidden_size":100,"num_attention_heads":12})", {"hidden_size 100", "num_attention_heads 12"}},
           {R"({"hidden_size":0})", {"hidden_size", "out of range"}},
           {R"({"num_hidden_layers":-1})", {"num_hidden_layers", "out of range"}},
           {R"({"vocab_size":99999999999})", {"vocab_size", "out of range"}},
           {R"({"hidden_size":"768"})", {"hidden_size", "not an integer"}},
           {R"({"hidden_size":768.5})", {"hidden_size", "not an integer"}},
           {R"({"layer_norm_eps":0})", {"layer_norm_eps"}},
           {R"({"layer_norm_eps":"x"})", {"layer_norm_eps", "not a number"}},
           {R"({"pad_token_id":50000})", {"pad_token_id 50000", "vocab_size"}},
           {R"({"model_type":"roberta"})", {"model_type", "roberta"}},
           {R"({"position_embedding_type":"relative_key"})", {"position_embedding_type"}},
           {R"({"architectures":["GPT2Model"]})", {"GPT2Model", "not a BERT"}},
           {R"({"architectures":"BertModel"})", {"architectures"}},
           {R"({"torch_dtype":"int8"})", {"torch_dtype", "int8"}},
           {R"({"architectures":["BertForSequenceClassification"],"id2label":{"0":"a","2":"b"}})",
            {"id2label", "id 1"}},
           {R"({"architectures":["BertForSequenceClassification"],"id2label":{"0":"a"},"num_labels":4})",
            {"num_labels 4"}},
           {R"({"hidden_size":1,"hidden_size":2})", {"duplicate key \"hidden_size\""}},
           {R"({"hidden_size":)", {"not valid JSON"}},
           {R"([])", {"not a JSON object"}},
       }) {
    SCOPED_TRACE(c.json);
    try {
      parse(c.json);
      ADD_FAILURE() << "accepted";
    } catch (const crosswarp::Error& e) {
      const std::string m = e.what();
      EXPECT_EQ(e.kind(), crosswarp::ErrorKind::Input);
      EXPECT_EQ(m.rfind("cfg/config.json: ", 0), 0u) << m;
      EXPECT_EQ(m.find('\n'), std::string::npos) << m;
      for (const auto& n : c.needles)
        EXPECT_NE(m.find(n), std::string::npos) << "'" << n << "' not in: " << m;
    }
  }
  expect_input_error([] { load_bert_config("/nonexistent/config.json"); },
                     {"/nonexistent/config.json", "cannot open"});
}
