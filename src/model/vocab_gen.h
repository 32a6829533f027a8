// A generated WordPiece vocabulary for init-model's checkpoints (no trained vocabulary can be
// downloaded here). Layout follows bert-base-uncased where the size allows: [PAD]=0,
// [unused0..98]=1..99, [UNK]=100, [CLS]=101, [SEP]=102, [MASK]=103; smaller vocabularies put the
// five special tokens at 0..4. Then single characters (ASCII without upper case, some Latin-1,
// Greek, Cyrillic and CJK), "##" + letters and digits, common English words and "##" suffixes,
// and "[unusedN]" filler up to the requested size. Deterministic; no duplicates.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace crosswarp::model {

// Throws Usage when `size` cannot hold the special tokens and the ASCII characters (< 256).
std::vector<std::string> generate_vocab(std::size_t size);

}  // namespace crosswarp::model
