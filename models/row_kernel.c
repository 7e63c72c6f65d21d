/* Causal attention whose rows cannot depend on the pass (see models/row_kernel.py).
 *
 * Every sum runs in index order over the row's own keys only, and the file is
 * compiled without fast-math and without floating-point contraction, so the
 * compiler may vectorise across keys or across the head dimension (lanes that
 * never meet) but never reorder a sum: a row gets the same bits alone or beside
 * any other rows.
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static float widen(uint16_t bits) {
    uint32_t wide = (uint32_t)bits << 16;
    float value;
    memcpy(&value, &wide, sizeof value);
    return value;
}

#define LANES 16
/* Keys padded to whole vectors: kt's rows hold round_up(keys, LANES) columns, the extra ones zero. */
static int padded(int keys) { return (keys + LANES - 1) / LANES * LANES; }

/* The two loops below work on LANES floats at once as GCC vector types, in AVX-512 registers where the CPU
 * has them (the clone is chosen at load) and in SSE pairs elsewhere. Lanes never meet, and each lane does
 * the scalar code's multiply and add (no contraction), so the width changes no bit. */
#if defined(__x86_64__) && defined(__GNUC__)
#define WIDE_LANES __attribute__((target_clones("avx512f", "default")))
#else
#define WIDE_LANES
#endif
typedef float lanes_t __attribute__((vector_size(LANES * sizeof(float))));

/* LANES floats from any address (memcpy: no alignment assumed; it compiles to one unaligned load). */
#define LOAD_LANES(into, from) memcpy(&(into), (from), sizeof(lanes_t))

/* scores[j] = sum over d of q[d] kt[d][j], j < end, each sum in index order of d, LANES keys at a time in
 * registers; the loop runs on to the next whole vector (scores past `end` are never read). */
WIDE_LANES static void row_scores(const float *restrict q, const float *restrict kt, int stride, int dim, int end,
                                  float *restrict scores) {
    for (int j0 = 0; j0 < padded(end); j0 += LANES) {
        lanes_t acc, column;
        LOAD_LANES(column, kt + j0);
        acc = q[0] * column;
        for (int d = 1; d < dim; d++) {
            LOAD_LANES(column, kt + (size_t)d * stride + j0);
            acc += q[d] * column;
        }
        memcpy(scores + j0, &acc, sizeof acc);
    }
}

/* scores become exp(score - max); returns their sum, taken in index order. */
static float row_softmax_weights(float *restrict scores, int end) {
    float top = scores[0], total = 0.0f;
    for (int j = 1; j < end; j++) top = scores[j] > top ? scores[j] : top;
    for (int j = 0; j < end; j++) {
        scores[j] = expf(scores[j] - top);
        total += scores[j];
    }
    return total;
}

/* acc[d] = sum over j < end of weights[j] values[j][d], summed in index order of j; LANES dimensions at a
 * time in registers. */
WIDE_LANES static void row_values(const float *restrict weights, const float *restrict values, int dim, int end,
                                  float *restrict acc) {
    int d0 = 0;
    for (; d0 + LANES <= dim; d0 += LANES) {
        lanes_t sums = {0.0f}, value;
        for (int j = 0; j < end; j++) {
            LOAD_LANES(value, values + (size_t)j * dim + d0);
            sums += weights[j] * value;
        }
        memcpy(acc + d0, &sums, sizeof sums);
    }
    for (int d = d0; d < dim; d++) {
        float sum = 0.0f;
        for (int j = 0; j < end; j++) sum += weights[j] * values[(size_t)j * dim + d];
        acc[d] = sum;
    }
}

/* One key head's rows: kt [dim, keys] and values [keys, dim] float32, the pass's rows last.
 * Row i of query head `head` sees the first keys - rows + i + 1 keys. */
static void attend_head(const float *query, const float *kt, const float *values, float scale, int heads,
                        int group, int h, int rows, int keys, int dim, float *scores, float *q, float *acc,
                        float *out) {
    const int past = keys - rows;
    for (int i = 0; i < rows; i++) {
        const int end = past + i + 1;
        for (int a = 0; a < group; a++) {
            const int head = h * group + a;
            const float *source = query + ((size_t)head * rows + i) * dim;
            for (int d = 0; d < dim; d++) q[d] = source[d] * scale;
            row_scores(q, kt, padded(keys), dim, end, scores);
            const float total = row_softmax_weights(scores, end);
            row_values(scores, values, dim, end, acc);
            float *target = out + ((size_t)i * heads + head) * dim;
            for (int d = 0; d < dim; d++) target[d] = acc[d] / total;
        }
    }
}

/* query [heads, rows, dim] float32; key, value [kv_heads, keys, dim] bfloat16 bits (wide == 0) or
 * float32 (wide == 1), the pass's rows last; out [rows, heads, dim] float32.
 * Returns 0, or -1 when scratch memory cannot be had. */
int voxcall_row_attention(const float *query, const void *key, const void *value, float scale, int heads,
                          int kv_heads, int rows, int keys, int dim, int wide, float *out) {
    const size_t size = (size_t)keys * dim, stride = (size_t)padded(keys);
    float *kt = calloc(stride * dim, sizeof(float));
    float *values = wide ? NULL : malloc(sizeof(float) * size);
    float *scores = malloc(sizeof(float) * stride);
    float *q = malloc(sizeof(float) * (size_t)dim);
    float *acc = malloc(sizeof(float) * (size_t)dim);
    int status = (kt && (wide || values) && scores && q && acc) ? 0 : -1;
    for (int h = 0; status == 0 && h < kv_heads; h++) {
        const size_t base = (size_t)h * size;
        for (int j = 0; j < keys; j++)
            for (int d = 0; d < dim; d++) {
                const size_t from = base + (size_t)j * dim + d;
                kt[(size_t)d * stride + j] = wide ? ((const float *)key)[from] : widen(((const uint16_t *)key)[from]);
                if (!wide) values[(size_t)j * dim + d] = widen(((const uint16_t *)value)[from]);
            }
        const float *head_values = wide ? (const float *)value + base : values;
        attend_head(query, kt, head_values, scale, heads, heads / kv_heads, h, rows, keys, dim, scores, q, acc, out);
    }
    free(kt);
    free(values);
    free(scores);
    free(q);
    free(acc);
    return status;
}
