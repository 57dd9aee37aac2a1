/**
 * @file ringbuf.h
 * @brief A fixed-size ring buffer of bytes for sensor samples.
 *
 * The buffer never allocates after ringbuf_init(); writers overwrite the oldest
 * sample when it is full.
 */
#ifndef RINGBUF_H
#define RINGBUF_H

#include <stddef.h>
#include <stdint.h>

/** @brief Capacity of every ring buffer, in bytes. */
#define RINGBUF_CAPACITY 256

/**
 * @brief State of one ring buffer.
 */
typedef struct ringbuf {
    uint8_t data[RINGBUF_CAPACITY]; /**< Stored bytes. */
    size_t head;                    /**< Index of the next write. */
    size_t count;                   /**< Number of valid bytes. */
} ringbuf_t;

/**
 * @brief Empties @p rb.
 * @param rb the buffer to reset
 */
void ringbuf_init(ringbuf_t *rb);

/**
 * @brief Appends one byte, overwriting the oldest when full.
 * @param rb the buffer
 * @param byte the value to store
 * @return 1 when an old byte was overwritten, 0 otherwise
 */
int ringbuf_put(ringbuf_t *rb, uint8_t byte);

/**
 * @brief Removes the oldest byte.
 * @param rb the buffer
 * @param out where the byte is written
 * @return 0 on success, -1 when the buffer is empty
 */
int ringbuf_get(ringbuf_t *rb, uint8_t *out);

#endif
