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
#define CHUNK_ROWS 12
#define OFFSET 128

/* Round to nearest even for |v| < 2^22 without a library call, so the loop vectorises. */
static inline float round_even(float v) {
    const float magic = 12582912.0f; /* 1.5 * 2^23 */
    return v >= 0.0f ? (v + magic) - magic : (v - magic) + magic;
}

/* Codes are stored in chunks of up to CHUNK_ROWS rows, interleaved by group, [groups][count][GROUP]: the
 * vector path then reads every row of a chunk at constant offsets from one pointer. */
static inline uint8_t *row_codes(uint8_t *codes, int row, int rows, int kp, int *stride) {
    const int first = row / CHUNK_ROWS * CHUNK_ROWS;
    const int count = rows - first < CHUNK_ROWS ? rows - first : CHUNK_ROWS;
    *stride = count * GROUP;
    return codes + (size_t)first * kp + (size_t)(row - first) * GROUP;
}

/* One row's codes in order into `line` (kp bytes): q + 128, q = round(x / scale) in [-127, 127], padding
 * 128 (zero); returns the row's scale, max |x| / 127. */
static float quantise_line(const float *row, int k, int kp, uint8_t *line) {
    float top = 0.0f;
    for (int i = 0; i < k; i++) {
        const float a = row[i] < 0.0f ? -row[i] : row[i];
        top = a > top ? a : top;
    }
    const float inverse = top > 0.0f ? 127.0f / top : 0.0f;
    for (int i = 0; i < k; i++) {
        float q = round_even(row[i] * inverse);
        q = q > 127.0f ? 127.0f : (q < -127.0f ? -127.0f : q);
        line[i] = (uint8_t)((int)q + OFFSET);
    }
    for (int i = k; i < kp; i++) line[i] = OFFSET;
    return top / 127.0f;
}

#if defined(__x86_64__) && defined(__GNUC__)
#define VNNI __attribute__((target("avx512f,avx512bw,avx512vnni")))

/* quantise_line in AVX-512, 16 values at a time (the scalar loops do not vectorise: about 4 ns a value, which
 * made quantising cost more than multiplying in the small layers). The same operations on the same values:
 * the maximum is exact in any order, the product is one IEEE multiply, and rounding to nearest even is
 * what round_even does, so the codes are the same bytes. */
VNNI static float quantise_line_avx512(const float *row, int k, int kp, uint8_t *line) {
    __m512 top16 = _mm512_setzero_ps();
    for (int i = 0; i < k; i += 16) {
        const __mmask16 keep = k - i >= 16 ? 0xFFFF : (__mmask16)((1u << (k - i)) - 1);
        top16 = _mm512_max_ps(_mm512_abs_ps(_mm512_maskz_loadu_ps(keep, row + i)), top16);
    }
    const float top = _mm512_reduce_max_ps(top16);
    const __m512 inverse = _mm512_set1_ps(top > 0.0f ? 127.0f / top : 0.0f);
    const __m512 high = _mm512_set1_ps(127.0f), low = _mm512_set1_ps(-127.0f);
    const __m512i offset = _mm512_set1_epi32(OFFSET);
    for (int i = 0; i < kp; i += 16) {
        const __mmask16 keep = k - i >= 16 ? 0xFFFF : (k > i ? (__mmask16)((1u << (k - i)) - 1) : 0);
        const __m512 scaled = _mm512_mul_ps(_mm512_maskz_loadu_ps(keep, row + i), inverse);
        const __m512 q = _mm512_min_ps(_mm512_max_ps(
            _mm512_roundscale_ps(scaled, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC), low), high);
        const __mmask16 fill = kp - i >= 16 ? 0xFFFF : (__mmask16)((1u << (kp - i)) - 1);
        _mm512_mask_cvtepi32_storeu_epi8(line + i, fill, _mm512_add_epi32(_mm512_cvtps_epi32(q), offset));
    }
    return top / 127.0f;
}
#endif

/* codes: every row quantised alone (quantise_line), then interleaved into its chunk. */
static void quantise_rows(const float *x, int rows, int k, int kp, int vector, uint8_t *codes, uint8_t *line,
                          float *scales) {
    for (int r = 0; r < rows; r++) {
#if defined(__x86_64__) && defined(__GNUC__)
        scales[r] = vector ? quantise_line_avx512(x + (size_t)r * k, k, kp, line)
                           : quantise_line(x + (size_t)r * k, k, kp, line);
#else
        scales[r] = quantise_line(x + (size_t)r * k, k, kp, line);
#endif
        int stride;
        uint8_t *out = row_codes(codes, r, rows, kp, &stride);
        for (int g = 0; g < kp / GROUP; g++) memcpy(out + (size_t)g * stride, line + (size_t)g * GROUP, GROUP);
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
            int stride;
            const uint8_t *x = row_codes((uint8_t *)codes, r, rows, kp, &stride);
            for (int j = 0; j < BLOCK; j++) acc[j] = 0;
            for (int g = 0; g < groups; g++) {
                const int8_t *w = weights + (size_t)g * BLOCK * GROUP;
                const uint8_t *xg = x + (size_t)g * stride;
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
/* acc += the unsigned bytes of x times the signed bytes of w, four at a time (vpdpbusd). In assembly
 * because GCC 12's intrinsic copies every accumulator between registers around each use (measured:
 * twice the instructions and stack spills in the 9-row tile). */
VNNI static inline __attribute__((always_inline)) void dot_add(__m512i *acc, __m512i x, __m512i w) {
    __asm__("vpdpbusd %2, %1, %0" : "+v"(*acc) : "v"(x), "v"(w));
}

/* One tile: `count` rows of a chunk x `blocks` weight blocks, summed over every group and finished into
 * `out`. Each tile shape is its own function (`DEFINE_TILE`), so its count * blocks accumulators live in
 * registers; every weight vector loaded feeds all `count` rows. The finish is finish_block's arithmetic
 * in vectors: the same operations in the same order, so the same bits. */
VNNI static inline __attribute__((always_inline)) void tile_vnni(const uint8_t *codes, int groups,
                                                                const int8_t *weights, size_t block_stride,
                                                                const int32_t *wsum, const float *wscale,
                                                                const float *xscales, int np, float *out,
                                                                const int count, const int blocks) {
    __m512i acc[CHUNK_ROWS * 4];
#pragma GCC unroll 48
    for (int i = 0; i < count * blocks; i++) acc[i] = _mm512_setzero_si512();
    for (int g = 0; g < groups; g++) {
        const uint8_t *xg = codes + (size_t)g * count * GROUP;
        const int8_t *wg = weights + (size_t)g * BLOCK * GROUP;
        __m512i w[4];
#pragma GCC unroll 4
        for (int c = 0; c < blocks; c++) w[c] = _mm512_loadu_si512((const void *)(wg + c * block_stride));
#pragma GCC unroll 12
        for (int i = 0; i < count; i++) {
            int32_t four;
            memcpy(&four, xg + i * GROUP, sizeof four);
            const __m512i x = _mm512_set1_epi32(four);
#pragma GCC unroll 4
            for (int c = 0; c < blocks; c++) dot_add(&acc[i * blocks + c], x, w[c]);
        }
    }
#pragma GCC unroll 4
    for (int c = 0; c < blocks; c++) {
        const __m512i offset = _mm512_slli_epi32(_mm512_loadu_si512((const void *)(wsum + c * BLOCK)), 7);
        const __m512 scale = _mm512_loadu_ps(wscale + c * BLOCK);
#pragma GCC unroll 12
        for (int i = 0; i < count; i++) {
            const __m512 total = _mm512_cvtepi32_ps(_mm512_sub_epi32(acc[i * blocks + c], offset));
            const __m512 scaled = _mm512_mul_ps(total, scale);
            _mm512_storeu_ps(out + (size_t)i * np + c * BLOCK, _mm512_mul_ps(scaled, _mm512_set1_ps(xscales[i])));
        }
    }
}

typedef void (*tile_fn)(const uint8_t *, int, const int8_t *, size_t, const int32_t *, const float *,
                        const float *, int, float *);

#define DEFINE_TILE(count, blocks)                                                                           \
    VNNI static void tile_##count##x##blocks(const uint8_t *codes, int groups, const int8_t *weights,        \
                                             size_t stride, const int32_t *wsum, const float *wscale,        \
                                             const float *xscales, int np, float *out) {                     \
        tile_vnni(codes, groups, weights, stride, wsum, wscale, xscales, np, out, count, blocks);            \
    }
/* Wide tiles: 4 blocks up to 4 rows, 2 blocks up to 12 (at most 24 of the 32 vector registers hold sums);
 * narrow ones, 1 block, finish a layer whose block count the wide step does not divide. */
DEFINE_TILE(1, 4) DEFINE_TILE(2, 4) DEFINE_TILE(3, 4) DEFINE_TILE(4, 4)
DEFINE_TILE(5, 2) DEFINE_TILE(6, 2) DEFINE_TILE(7, 2) DEFINE_TILE(8, 2) DEFINE_TILE(9, 2) DEFINE_TILE(10, 2)
DEFINE_TILE(11, 2) DEFINE_TILE(12, 2)
DEFINE_TILE(1, 1) DEFINE_TILE(2, 1) DEFINE_TILE(3, 1) DEFINE_TILE(4, 1) DEFINE_TILE(5, 1) DEFINE_TILE(6, 1)
DEFINE_TILE(7, 1) DEFINE_TILE(8, 1) DEFINE_TILE(9, 1) DEFINE_TILE(10, 1) DEFINE_TILE(11, 1) DEFINE_TILE(12, 1)

static const tile_fn WIDE[CHUNK_ROWS + 1] = {0, tile_1x4, tile_2x4, tile_3x4, tile_4x4, tile_5x2, tile_6x2,
                                             tile_7x2, tile_8x2, tile_9x2, tile_10x2, tile_11x2, tile_12x2};
static const tile_fn NARROW[CHUNK_ROWS + 1] = {0, tile_1x1, tile_2x1, tile_3x1, tile_4x1, tile_5x1, tile_6x1,
                                               tile_7x1, tile_8x1, tile_9x1, tile_10x1, tile_11x1, tile_12x1};

/* Blocks outer, chunks inner: a tile's weights (at most 4 x 24 KB) stay in cache across the chunks. */
VNNI static void linear_vnni(const uint8_t *codes, const float *xscales, int rows, int kp, const int8_t *packed,
                             const int32_t *wsum, const float *wscale, int np, float *out) {
    const int groups = kp / GROUP, total_blocks = np / BLOCK;
    const size_t block_stride = (size_t)groups * BLOCK * GROUP;
    const int step = (rows < CHUNK_ROWS ? rows : CHUNK_ROWS) <= 4 ? 4 : 2;
    for (int b = 0; b < total_blocks;) {
        const int wide = total_blocks - b >= step;
        for (int r = 0; r < rows; r += CHUNK_ROWS) {
            const int count = rows - r < CHUNK_ROWS ? rows - r : CHUNK_ROWS;
            const tile_fn tile = wide && (count <= 4) == (step == 4) ? WIDE[count] : NARROW[count];
            const int blocks = tile == NARROW[count] ? 1 : step;
            for (int c = 0; c < (wide ? step : 1); c += blocks) {
                const size_t first = (size_t)(b + c) * BLOCK;
                tile(codes + (size_t)r * kp, groups, packed + (size_t)(b + c) * block_stride, block_stride,
                     wsum + first, wscale + first, xscales + r, np, out + (size_t)r * np + first);
            }
        }
        b += wide ? step : 1;
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
    /* One scratch block: the scales, then the codes, then one row's codes in order. */
    float *scales = malloc(sizeof(float) * (size_t)rows + (size_t)(rows + 1) * kp);
    if (!scales) return -1;
    uint8_t *codes = (uint8_t *)(scales + rows), *line = codes + (size_t)rows * kp;
    const int vector = !portable && has_vnni();
    quantise_rows(x, rows, k, kp, vector, codes, line, scales);
#if defined(__x86_64__) && defined(__GNUC__)
    if (vector)
        linear_vnni(codes, scales, rows, kp, packed, wsum, wscale, np, out);
    else
#endif
        linear_portable(codes, scales, rows, kp, packed, wsum, wscale, np, out);
    (void)portable;
    free(scales);
    return 0;
}
