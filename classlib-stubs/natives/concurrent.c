/*
 * Natives of java.util.concurrent: LockSupport's park and unpark, and the
 * accesses to the lock state that the locks are built on (compare-and-set,
 * acquire load, release store: the happens-before edges of a volatile).
 *
 * The locks never use a Java monitor, so contention on a ReentrantLock
 * raises no MonitorContendedEnter, as on HotSpot: a thread that cannot
 * have the lock parks (vm/thread.c, thr_park).
 */
#define _GNU_SOURCE
#include <string.h>

#include "vm/class.h"
#include "vm/exceptions.h"
#include "vm/native.h"
#include "vm/thread.h"
#include "vm/vm.h"

#define NATIVE(name) static void name(Thread *t, Slot *a, Slot *ret)

/* The offset of a field declared by the class named owner, found through
 * the object's superclasses (a subclass may declare a field of the same
 * name) and cached: the offset is the same for every subclass. */
static uint32_t owner_field(Object *o, const char *owner, const char *name, uint32_t *cache)
{
    uint32_t off = __atomic_load_n(cache, __ATOMIC_RELAXED);
    if (off)
        return off;
    for (const Class *k = o->klass; k; k = k->super)
        if (strcmp(k->name, owner) == 0) {
            Field *f = cls_find_declared_field(k, name, NULL);
            if (f) {
                __atomic_store_n(cache, f->offset, __ATOMIC_RELAXED);
                return f->offset;
            }
        }
    return 0;
}

static const char AQS[] = "java/util/concurrent/locks/AbstractQueuedSynchronizer";

static void cas_int(Thread *t, Object *o, const char *owner, const char *name, uint32_t *cache, Slot *a, Slot *ret)
{
    uint32_t off = owner_field(o, owner, name, cache);
    if (!off) {
        exc_throw(t, "java/lang/InternalError", name);
        return;
    }
    int32_t expect = a[1].i;
    ret->i = __atomic_compare_exchange_n(FIELD_PTR(o, off, int32_t), &expect, a[2].i, 0, __ATOMIC_SEQ_CST,
                                         __ATOMIC_SEQ_CST);
}

static uint32_t aqs_state_off, aqs_qlock_off, blocker_off;

NATIVE(aqs_cas_state) { cas_int(t, a[0].l, AQS, "state", &aqs_state_off, a, ret); }
NATIVE(aqs_cas_queue_lock) { cas_int(t, a[0].l, AQS, "queueLock", &aqs_qlock_off, a, ret); }

static uint32_t state_offset(Thread *t, Object *o)
{
    uint32_t off = owner_field(o, AQS, "state", &aqs_state_off);
    if (!off)
        exc_throw(t, "java/lang/InternalError", "state");
    return off;
}

NATIVE(aqs_get_state)
{
    uint32_t off = state_offset(t, a[0].l);
    if (off)
        ret->i = __atomic_load_n(FIELD_PTR(a[0].l, off, int32_t), __ATOMIC_ACQUIRE);
}

NATIVE(aqs_set_state)
{
    uint32_t off = state_offset(t, a[0].l);
    if (off)
        __atomic_store_n(FIELD_PTR(a[0].l, off, int32_t), a[1].i, __ATOMIC_RELEASE);
}

/* parkBlocker lives in the Thread object, where the thread dump finds it. */
static uint32_t blocker_offset(void)
{
    uint32_t off = __atomic_load_n(&blocker_off, __ATOMIC_RELAXED);
    if (!off) {
        Field *f = cls_field_by_name(wk.thread, "parkBlocker");
        off = f ? f->offset : 0;
        __atomic_store_n(&blocker_off, off, __ATOMIC_RELAXED);
    }
    return off;
}

NATIVE(ls_park0) { thr_park(t, a[0].i, a[1].j); }

/* The record may end with its thread: the list lock keeps it (a thread
 * leaves the list, under that lock, before its record is freed). */
NATIVE(ls_unpark0)
{
    if (!a[0].l)
        return;
    thr_list_lock();
    Thread *target = thr_of(a[0].l);
    if (target)
        thr_unpark(target);
    thr_list_unlock();
}

NATIVE(ls_set_blocker0)
{
    uint32_t off = blocker_offset();
    if (a[0].l && off)
        __atomic_store_n(FIELD_PTR(a[0].l, off, Object *), a[1].l, __ATOMIC_RELEASE);
}

NATIVE(ls_get_blocker0)
{
    uint32_t off = blocker_offset();
    if (!a[0].l) {
        exc_throw(t, "java/lang/NullPointerException", NULL);
        return;
    }
    ret->l = off ? __atomic_load_n(FIELD_PTR(a[0].l, off, Object *), __ATOMIC_ACQUIRE) : NULL;
}

static const VmNativeDef concurrent_natives[] = {
    { "java/util/concurrent/locks/LockSupport", "park0", "(ZJ)V", ls_park0 },
    { "java/util/concurrent/locks/LockSupport", "unpark0", "(Ljava/lang/Thread;)V", ls_unpark0 },
    { "java/util/concurrent/locks/LockSupport", "setBlocker0", "(Ljava/lang/Thread;Ljava/lang/Object;)V",
      ls_set_blocker0 },
    { "java/util/concurrent/locks/LockSupport", "getBlocker0", "(Ljava/lang/Thread;)Ljava/lang/Object;",
      ls_get_blocker0 },
    { AQS, "casState", "(II)Z", aqs_cas_state },
    { AQS, "casQueueLock", "(II)Z", aqs_cas_queue_lock },
    { AQS, "getState", "()I", aqs_get_state },
    { AQS, "setState", "(I)V", aqs_set_state },
    { NULL, NULL, NULL, NULL }
};

void classlib_register_concurrent_natives(void);
void classlib_register_concurrent_natives(void) { nat_register_table(concurrent_natives); }
