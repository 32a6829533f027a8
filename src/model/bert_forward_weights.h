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

// Every buffer of `w`, the embeddings' and pooler's first, then each layer's (empty ones included).
std::vector<const DeviceBuffer*> weight_buffers(const BertDeviceWeights& w);

// How upload_bert_weights reads tensors already in the compute dtype, and what it measured.
struct WeightUploadOptions {
  // false (the default; on the H200 it won two of three same-run comparisons, by less than the
  // run-to-run spread): copied out of the checkpoint's memory map
  // (upload_many); true: file ranges pread by the copy threads into the pinned ring
  // (upload_from_file). `bench-copy --model` times both.
  bool read_files = false;
};
struct WeightUploadTimes {
  double allocate_seconds = 0;  // the one device allocation (the arena) all weights live in
  double upload_seconds = 0;    // queueing, moving and waiting for every weight, after the allocation
};

// Converts and uploads every tensor the encoder uses. Errors name the tensor and the backend.
// Uploads every weight through `transfer` (blocking), converted to `dtype`: tensors already in
// `dtype` go in one pipeline, from the checkpoint's memory map or its files (options); returns when
// every weight is on the device.
std::unique_ptr<BertDeviceWeights> upload_bert_weights(const BertCheckpoint& checkpoint,
                                                       const std::shared_ptr<Backend>& backend, int device,
                                                       int32_t dtype, runtime::Monitor& monitor,
                                                       TransferEngine& transfer,
                                                       const WeightUploadOptions& options = {},
                                                       WeightUploadTimes* times = nullptr);

}  // namespace crosswarp::model
