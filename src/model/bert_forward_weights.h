// The BERT weights on the device, in the compute dtype (see bert_forward.h).
#pragma once

#include "model/bert_forward.h"

namespace crosswarp {
class TransferEngine;
}  // namespace crosswarp

namespace crosswarp::model {

struct BertLayerWeights {
  DeviceBuffer qkv_w, qkv_b;  // [3H, H], [3H]: query, key, value stacked
  DeviceBuffer o_w, o_b;      // attention.output.dense
  DeviceBuffer ln1_g, ln1_b;  // attention.output.LayerNorm
  DeviceBuffer i_w, i_b;      // intermediate.dense [I, H]
  DeviceBuffer out_w, out_b;  // output.dense [H, I]
  DeviceBuffer ln2_g, ln2_b;  // output.LayerNorm
};

struct BertDeviceWeights {
  DeviceBuffer word, position, token_type, emb_g, emb_b;
  std::vector<BertLayerWeights> layers;
  DeviceBuffer pooler_w, pooler_b;  // empty without a pooler
};

// Converts and uploads every tensor the encoder uses. Errors name the tensor and the backend.
// Uploads every weight through `transfer` (blocking), converted to `dtype`: tensors already in
// `dtype` are read from the checkpoint's files into the pinned ring (TransferEngine::
// upload_from_file), all in one pipeline; returns when every weight is on the device.
std::unique_ptr<BertDeviceWeights> upload_bert_weights(const BertCheckpoint& checkpoint,
                                                       const std::shared_ptr<Backend>& backend, int device,
                                                       int32_t dtype, runtime::Monitor& monitor,
                                                       TransferEngine& transfer);

}  // namespace crosswarp::model
