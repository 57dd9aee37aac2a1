/** @file ringbuf.c
 *  @brief Implementation of ringbuf.h. */
#include "ringbuf.h"

void ringbuf_init(ringbuf_t *rb) { rb->head = 0; rb->count = 0; }

int ringbuf_put(ringbuf_t *rb, uint8_t byte) {
    int overwrote = rb->count == RINGBUF_CAPACITY;
    rb->data[rb->head] = byte;
    rb->head = (rb->head + 1) % RINGBUF_CAPACITY;
    if (!overwrote) rb->count++;
    return overwrote;
}

int ringbuf_get(ringbuf_t *rb, uint8_t *out) {
    if (rb->count == 0) return -1;
    size_t tail = (rb->head + RINGBUF_CAPACITY - rb->count) % RINGBUF_CAPACITY;
    *out = rb->data[tail];
    rb->count--;
    return 0;
}
