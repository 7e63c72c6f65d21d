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

/* scores[j] = sum over d of q[d] kt[d][j], j < end, each sum in index order of d. */
static void row_scores(const float *restrict q, const float *restrict kt, int keys, int dim, int end,
                       float *restrict scores) {
    for (int j = 0; j < end; j++) scores[j] = q[0] * kt[j];
    for (int d = 1; d < dim; d++) {
        const float weight = q[d], *restrict column = kt + (size_t)d * keys;
        for (int j = 0; j < end; j++) scores[j] += weight * column[j];
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

/* acc[d] = sum over j < end of weights[j] values[j][d], summed in index order of j. */
static void row_values(const float *restrict weights, const float *restrict values, int dim, int end,
                       float *restrict acc) {
    for (int d = 0; d < dim; d++) acc[d] = 0.0f;
    for (int j = 0; j < end; j++) {
        const float e = weights[j], *restrict value = values + (size_t)j * dim;
        for (int d = 0; d < dim; d++) acc[d] += e * value[d];
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
            row_scores(q, kt, keys, dim, end, scores);
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
    const size_t size = (size_t)keys * dim;
    float *kt = malloc(sizeof(float) * size);
    float *values = wide ? NULL : malloc(sizeof(float) * size);
    float *scores = malloc(sizeof(float) * (size_t)keys);
    float *q = malloc(sizeof(float) * (size_t)dim);
    float *acc = malloc(sizeof(float) * (size_t)dim);
    int status = (kt && (wide || values) && scores && q && acc) ? 0 : -1;
    for (int h = 0; status == 0 && h < kv_heads; h++) {
        const size_t base = (size_t)h * size;
        for (int j = 0; j < keys; j++)
            for (int d = 0; d < dim; d++) {
                const size_t from = base + (size_t)j * dim + d;
                kt[(size_t)d * keys + j] = wide ? ((const float *)key)[from] : widen(((const uint16_t *)key)[from]);
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
