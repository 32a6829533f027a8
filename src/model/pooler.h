// The BERT pooler's activation: pooler_output = tanh(dense(hidden[:, 0])). The dense layer runs on
// the device (bert_forward.cpp); tanh runs here on the host over the [batch, hidden] result because
// the op ABI's activations (ops.h kAct*) have no tanh. At [batch, hidden] it costs microseconds.
#pragma once

#include <vector>

namespace crosswarp::model {

void apply_pooler_tanh(std::vector<float>& pooled);

}  // namespace crosswarp::model
