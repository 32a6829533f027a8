// GEMM on the CPU: single-threaded OpenBLAS cblas_sgemm calls on tiles of C, spread over the
// backend's thread pool (parallel.h), each tile followed by the bias/activation epilogue while it
// is still in cache.
//
// Why the pool and not OpenBLAS's own threads: the pool also runs every other op, and OpenBLAS's
// pthread workers keep polling (sched_yield) for a while after each call, so two sets of threads
// shared two cores (the earlier backend, OpenBLAS-threaded GEMMs and scalar erf, spent 1.0 s of
// system time per 12 BERT-base 1 x 128 steps at 2 threads against 0.4-0.5 s now, and its p50 swung
// from 454 ms to 1.9 s on the loaded build machine). Tiles split C so that the split packs the least
// (see below); at BERT's shapes that is by columns (the weight's output features), so each weight
// row is packed by one thread and the activations, the smaller operand, are packed per tile.
#include "blas.h"
#include "ops_f32.h"
#include "parallel.h"
#include "runtime/ops.h"

#include <algorithm>

namespace crosswarp::cpu {
namespace {

// Tasks per thread for one large GEMM: more than one so that a thread that loses its core to
// another process (the 2-core build machine is shared) does not hold up the others; few, because
// every column tile packs the A operand again.
// Measured at BERT-base 8 x 128 (CPU time per forward, 2 threads): 1 tile per thread 2.25 s,
// 2 tiles 2.28 s, 4 tiles 2.5 s; 2 keeps the threads even when one loses its core for a while.
constexpr int64_t kTilesPerThread = 2;
// Tiles smaller than this lose more to OpenBLAS's per-call packing than they gain.
constexpr int64_t kMinTileCols = 128;
constexpr int64_t kMinTileRows = 64;
// Below this many multiply-adds a GEMM runs on the calling thread (pool wake-up costs ~10-50 us).
constexpr int64_t kSerialMacs = int64_t{1} << 17;

}  // namespace

int gemm_f32(const cw_op_call& c) {
  if (!blas::load()) {
    set_error("gemm: %s", blas::error());
    return CW_E_RUNTIME;
  }
  const cw_tensor &A = c.inputs[0], &B = c.inputs[1], &C = c.outputs[0];
  const int n = C.ndim;
  const bool ta = c.iparams[0] != 0, tb = c.iparams[1] != 0;
  const int64_t M = C.shape[n - 2], N = C.shape[n - 1];
  const int64_t K = ta ? A.shape[n - 2] : A.shape[n - 1];
  int64_t sa[4], sb[4], sc[4];
  ops::effective_strides(A, sa);
  ops::effective_strides(B, sb);
  ops::effective_strides(C, sc);
  // Batch dims: up to two ([B1, B2, rows, cols]); a dim of size 1 in A or B broadcasts.
  int64_t b1 = 1, b2 = 1, as1 = 0, as2 = 0, bs1 = 0, bs2 = 0, cs1 = 0, cs2 = 0;
  if (n == 3) {
    b2 = C.shape[0];
    as2 = A.shape[0] == 1 ? 0 : sa[0];
    bs2 = B.shape[0] == 1 ? 0 : sb[0];
    cs2 = sc[0];
  } else if (n == 4) {
    b1 = C.shape[0];
    b2 = C.shape[1];
    as1 = A.shape[0] == 1 ? 0 : sa[0];
    as2 = A.shape[1] == 1 ? 0 : sa[1];
    bs1 = B.shape[0] == 1 ? 0 : sb[0];
    bs2 = B.shape[1] == 1 ? 0 : sb[1];
    cs1 = sc[0];
    cs2 = sc[1];
  }
  // cblas wants ld >= the row length even for single-row views.
  const int64_t lda = std::max<int64_t>(sa[n - 2], ta ? M : K);
  const int64_t ldb = std::max<int64_t>(sb[n - 2], tb ? K : N);
  const int64_t ldc = std::max<int64_t>(sc[n - 2], N);
  const float alpha = static_cast<float>(c.fparams[0]), beta = static_cast<float>(c.fparams[1]);
  const float* a = static_cast<const float*>(A.data);
  const float* b = static_cast<const float*>(B.data);
  float* out = static_cast<float*>(C.data);

  const int64_t epi = c.iparams[2];
  const int64_t act = epi == ops::kEpilogueBiasGeluErf    ? ops::kActGeluErf
                      : epi == ops::kEpilogueBiasGeluTanh ? ops::kActGeluTanh
                      : epi == ops::kEpilogueBiasRelu     ? ops::kActRelu
                                                          : ops::kActIdentity;
  const float* bias = epi == ops::kEpilogueNone ? nullptr : static_cast<const float*>(c.inputs[2].data);

  // Rows [r0, r1) x columns [c0, c1) of batch entry `batch`: one single-threaded sgemm, then the
  // epilogue on that tile.
  auto tile = [&](int64_t batch, int64_t r0, int64_t r1, int64_t c0, int64_t c1) {
    const int64_t i = batch / b2, j = batch % b2;
    float* cij = out + i * cs1 + j * cs2 + r0 * ldc + c0;
    const int64_t h = r1 - r0, w = c1 - c0;
    if (K == 0) {  // cblas with K = 0 still scales by beta; make beta == 0 not read C
      for (int64_t r = 0; r < h; ++r)
        for (int64_t q = 0; q < w; ++q) cij[r * ldc + q] = beta == 0.f ? 0.f : beta * cij[r * ldc + q];
    } else {
      const float* aij = a + i * as1 + j * as2 + (ta ? r0 : r0 * lda);
      const float* bij = b + i * bs1 + j * bs2 + (tb ? c0 * ldb : c0);
      blas::sgemm(CblasRowMajor, ta ? CblasTrans : CblasNoTrans, tb ? CblasTrans : CblasNoTrans,
                  static_cast<blasint>(h), static_cast<blasint>(w), static_cast<blasint>(K), alpha, aij,
                  static_cast<blasint>(lda), bij, static_cast<blasint>(ldb), beta, cij, static_cast<blasint>(ldc));
    }
    if (epi == ops::kEpilogueNone) return;
    for (int64_t r = 0; r < h; ++r) bias_activation_row(cij + r * ldc, bias + c0, cij + r * ldc, w, act);
  };

  // The split: a single GEMM too big for one thread becomes a grid of row_tiles x col_tiles tiles.
  // Each tile's sgemm packs its rows of A and its columns of B, so the grid that packs the least in
  // all (row_tiles * |B| + col_tiles * |A|) wins among those with the wanted number of tiles.
  const int64_t batches = b1 * b2;
  const int64_t macs = M * N * std::max<int64_t>(K, 1) * batches;
  int64_t row_tiles = 1, col_tiles = 1;
  if (macs > kSerialMacs && batches < thread_count()) {
    const int64_t want = (thread_count() * kTilesPerThread + batches - 1) / batches;
    double best = -1;
    for (int64_t rt = 1; rt <= want; ++rt) {
      if (want % rt != 0) continue;
      const int64_t ct = want / rt;
      if (rt > 1 && M / rt < kMinTileRows) continue;
      if (ct > 1 && N / ct < kMinTileCols) continue;
      const double packed = static_cast<double>(rt) * static_cast<double>(N) + static_cast<double>(ct) * static_cast<double>(M);
      if (best < 0 || packed < best) {
        best = packed;
        row_tiles = rt;
        col_tiles = ct;
      }
    }
  }
  // Tile sizes rounded to OpenBLAS's Zen/Haswell sgemm register block (16 columns of C; rows to 8).
  const int64_t tile_cols = std::max<int64_t>(1, ((N + col_tiles - 1) / col_tiles + 15) / 16 * 16);
  const int64_t tile_rows = std::max<int64_t>(1, ((M + row_tiles - 1) / row_tiles + 7) / 8 * 8);
  col_tiles = (N + tile_cols - 1) / tile_cols;
  row_tiles = (M + tile_rows - 1) / tile_rows;
  const int64_t per_batch = row_tiles * col_tiles;
  const int64_t tasks = batches * per_batch;
  parallel_for(tasks, macs > kSerialMacs ? 1 : tasks, [&](int64_t t0, int64_t t1) {
    for (int64_t t = t0; t < t1; ++t) {
      const int64_t batch = t / per_batch, rt = (t % per_batch) / col_tiles, ct = t % col_tiles;
      const int64_t r0 = rt * tile_rows, r1 = std::min(M, r0 + tile_rows);
      const int64_t c0 = ct * tile_cols, c1 = std::min(N, c0 + tile_cols);
      if (r0 < r1 && c0 < c1) tile(batch, r0, r1, c0, c1);
    }
  });
  return CW_OK;
}

}  // namespace crosswarp::cpu
