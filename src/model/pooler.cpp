#include "model/pooler.h"

#include <cmath>

namespace crosswarp::model {

void apply_pooler_tanh(std::vector<float>& pooled) {
  for (float& v : pooled) v = std::tanh(v);
}

}  // namespace crosswarp::model
