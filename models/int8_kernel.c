/* int8 linear layers whose rows cannot depend on the pass (see models/int8.py).
 *
 * Each row of x is quantised on its own (scale = max|x| / 127), the products
 * are summed in 32-bit integers, which is exact in any order, and each output
 * is rescaled element by element. Nothing a row computes reads another row,
 * so a row gets the same bits alone or beside any others, whichever code path
 * runs: the AVX-512 VNNI path and the portable one give identical results.
 *
 * Weights are packed once at load: blocks of BLOCK output channels, each a
 * run of GROUP-input groups, [blocks][groups][BLOCK][GROUP] int8, so one
 * 64-byte load feeds one VNNI instruction with 16 channels x 4 inputs.
 * Activations are stored as unsigned codes (q + 128) because VNNI multiplies
 * unsigned by signed bytes; sum_k 128 w[n][k] is subtracted afterwards.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

#define BLOCK 16
#define GROUP 4
#define MAX_TILE_ROWS 12
#define TILE_BLOCKS 4
#define OFFSET 128

/* Round to nearest even for |v| < 2^22 without a library call, so the loop vectorises. */
static inline float round_even(float v) {
    const float magic = 12582912.0f; /* 1.5 * 2^23 */
    return v >= 0.0f ? (v + magic) - magic : (v - magic) + magic;
}

/* codes [rows][kp]: each row's values as q + 128, q = round(x / scale) in [-127, 127]; padding is 128 (zero). */
static void quantise_rows(const float *x, int rows, int k, int kp, uint8_t *codes, float *scales) {
    for (int r = 0; r < rows; r++) {
        const float *row = x + (size_t)r * k;
        float top = 0.0f;
        for (int i = 0; i < k; i++) {
            const float a = row[i] < 0.0f ? -row[i] : row[i];
            top = a > top ? a : top;
        }
        const float inverse = top > 0.0f ? 127.0f / top : 0.0f;
        uint8_t *out = codes + (size_t)r * kp;
        for (int i = 0; i < k; i++) {
            float q = round_even(row[i] * inverse);
            q = q > 127.0f ? 127.0f : (q < -127.0f ? -127.0f : q);
            out[i] = (uint8_t)((int)q + OFFSET);
        }
        for (int i = k; i < kp; i++) out[i] = OFFSET;
        scales[r] = top / 127.0f;
    }
}

/* out[r][n] = (acc - 128 wsum[n]) * wscale[n] * xscale[r], in that order, for one block of BLOCK outputs. */
static inline void finish_block(const int32_t *acc, const int32_t *wsum, const float *wscale, float xscale,
                                float *out) {
    for (int j = 0; j < BLOCK; j++) {
        const float total = (float)(acc[j] - OFFSET * wsum[j]);
        const float scaled = total * wscale[j];
        out[j] = scaled * xscale;
    }
}

static void linear_portable(const uint8_t *codes, const float *xscales, int rows, int kp, const int8_t *packed,
                            const int32_t *wsum, const float *wscale, int np, float *out) {
    const int groups = kp / GROUP;
    int32_t acc[BLOCK];
    for (int b = 0; b < np / BLOCK; b++) {
        const int8_t *weights = packed + (size_t)b * groups * BLOCK * GROUP;
        for (int r = 0; r < rows; r++) {
            const uint8_t *x = codes + (size_t)r * kp;
            for (int j = 0; j < BLOCK; j++) acc[j] = 0;
            for (int g = 0; g < groups; g++) {
                const int8_t *w = weights + (size_t)g * BLOCK * GROUP;
                const uint8_t *xg = x + (size_t)g * GROUP;
                for (int j = 0; j < BLOCK; j++)
                    acc[j] += xg[0] * w[j * GROUP] + xg[1] * w[j * GROUP + 1] + xg[2] * w[j * GROUP + 2] +
                              xg[3] * w[j * GROUP + 3];
            }
            finish_block(acc, wsum + (size_t)b * BLOCK, wscale + (size_t)b * BLOCK, xscales[r],
                         out + (size_t)r * np + (size_t)b * BLOCK);
        }
    }
}

#if defined(__x86_64__) && defined(__GNUC__)
#define VNNI __attribute__((target("avx512f,avx512bw,avx512vnni")))

/* A tile of `count` rows x `blocks` weight blocks (constants once inlined, so the count * blocks
 * accumulators stay in registers): every weight vector loaded once serves every row of the tile. */
VNNI static inline __attribute__((always_inline)) void tile_vnni(const uint8_t *codes, int kp, int groups,
                                                                const int8_t *weights, size_t block_stride,
                                                                int count, int blocks, __m512i *acc) {
    for (int i = 0; i < count * blocks; i++) acc[i] = _mm512_setzero_si512();
    for (int g = 0; g < groups; g++) {
        __m512i w[TILE_BLOCKS];
        for (int c = 0; c < blocks; c++)
            w[c] = _mm512_loadu_si512((const void *)(weights + c * block_stride + (size_t)g * BLOCK * GROUP));
        for (int i = 0; i < count; i++) {
            int32_t four;
            memcpy(&four, codes + (size_t)i * kp + (size_t)g * GROUP, sizeof four);
            const __m512i x = _mm512_set1_epi32(four);
            for (int c = 0; c < blocks; c++) acc[i * blocks + c] = _mm512_dpbusd_epi32(acc[i * blocks + c], x, w[c]);
        }
    }
}

/* Tile shapes: up to MAX_TILE_ROWS rows at once (every weight vector loaded from memory feeds that many
 * products), as many blocks as keep the accumulators within 24 of the 32 vector registers. */
#define TILE_CASE(count, blocks) \
    case count: tile_vnni(x, kp, groups, weights, block_stride, count, blocks, acc); break;

VNNI static inline int tile_blocks(int count) { return count <= 6 ? 4 : 2; }

VNNI static void linear_vnni(const uint8_t *codes, const float *xscales, int rows, int kp, const int8_t *packed,
                             const int32_t *wsum, const float *wscale, int np, float *out) {
    const int groups = kp / GROUP, total_blocks = np / BLOCK;
    const size_t block_stride = (size_t)groups * BLOCK * GROUP;
    __m512i acc[MAX_TILE_ROWS * 2];
    int32_t lanes[BLOCK];
    const int chunk = rows < MAX_TILE_ROWS ? rows : MAX_TILE_ROWS;
    const int step = tile_blocks(chunk);
    for (int b = 0; b < total_blocks; b += step) {
        const int blocks = total_blocks - b < step ? total_blocks - b : step;
        const int8_t *weights = packed + (size_t)b * block_stride;
        for (int r = 0; r < rows; r += MAX_TILE_ROWS) {
            const int count = rows - r < MAX_TILE_ROWS ? rows - r : MAX_TILE_ROWS;
            const uint8_t *x = codes + (size_t)r * kp;
            if (blocks == 4 && count <= 6) {
                switch (count) { TILE_CASE(1, 4) TILE_CASE(2, 4) TILE_CASE(3, 4) TILE_CASE(4, 4) TILE_CASE(5, 4)
                                 TILE_CASE(6, 4) }
            } else if (blocks == 2 && count > 6) {
                switch (count) { TILE_CASE(7, 2) TILE_CASE(8, 2) TILE_CASE(9, 2) TILE_CASE(10, 2) TILE_CASE(11, 2)
                                 TILE_CASE(12, 2) }
            } else {
                for (int c = 0; c < blocks; c++)
                    for (int i = 0; i < count; i++)
                        tile_vnni(x + (size_t)i * kp, kp, groups, weights + c * block_stride, block_stride, 1, 1,
                                  acc + i * blocks + c);
            }
            for (int i = 0; i < count; i++)
                for (int c = 0; c < blocks; c++) {
                    _mm512_storeu_si512((void *)lanes, acc[i * blocks + c]);
                    const size_t first = (size_t)(b + c) * BLOCK;
                    finish_block(lanes, wsum + first, wscale + first, xscales[r + i],
                                 out + (size_t)(r + i) * np + first);
                }
        }
    }
}

static int has_vnni(void) {
    static int known = -1;
    if (known < 0) {
        __builtin_cpu_init();
        known = __builtin_cpu_supports("avx512vnni") && __builtin_cpu_supports("avx512bw");
    }
    return known;
}
#else
static int has_vnni(void) { return 0; }
#endif

/* Which path `voxcall_int8_linear` takes: 1 for AVX-512 VNNI, 0 for the portable loops. */
int voxcall_int8_path(void) { return has_vnni(); }

/* x [rows][k] float32; packed, wsum, wscale from the load-time packing (np outputs, kp inputs, both padded);
 * out [rows][np] float32. portable != 0 forces the portable loops. Returns 0, or -1 without scratch memory. */
int voxcall_int8_linear(const float *x, int rows, int k, int kp, const int8_t *packed, const int32_t *wsum,
                        const float *wscale, int np, int portable, float *out) {
    if (rows <= 0) return 0;
    uint8_t *codes = malloc((size_t)rows * kp);
    float *scales = malloc(sizeof(float) * (size_t)rows);
    if (!codes || !scales) {
        free(codes);
        free(scales);
        return -1;
    }
    quantise_rows(x, rows, k, kp, codes, scales);
#if defined(__x86_64__) && defined(__GNUC__)
    if (!portable && has_vnni())
        linear_vnni(codes, scales, rows, kp, packed, wsum, wscale, np, out);
    else
#endif
        linear_portable(codes, scales, rows, kp, packed, wsum, wscale, np, out);
    (void)portable;
    free(codes);
    free(scales);
    return 0;
}
