/*
 * abi_dump.c - prints the binary interface of whichever jni.h and
 * jvmti.h it is compiled against, one fact per line, so that two builds
 * (reference headers, agentvm headers) can be compared with diff.
 */
#include <jvmti.h>

#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "abi_names.h"

#define STR(x) #x

static void dump_types(void)
{
#define TYPE_SIZE(t) printf("sizeof %s %zu align %zu\n", STR(t), sizeof(t), \
                            (size_t)_Alignof(t));
    ABI_TYPES(TYPE_SIZE)
}

/* A table slot: its byte offset and size.  Reserved slots too. */
static void dump_slots(void)
{
#define SLOT(table, slot) \
    printf("slot %s.%s offset %zu size %zu\n", STR(table), STR(slot), \
           offsetof(table, slot), sizeof(((table *)0)->slot));
    ABI_SLOTS_JNI_ENV(SLOT, SLOT)
    ABI_SLOTS_JNI_VM(SLOT, SLOT)
    ABI_SLOTS_JVMTI(SLOT, SLOT)
    printf("sizeof struct JNINativeInterface_ %zu\n", sizeof(struct JNINativeInterface_));
    printf("sizeof struct JNIInvokeInterface_ %zu\n", sizeof(struct JNIInvokeInterface_));
    printf("sizeof jvmtiInterface_1 %zu\n", sizeof(jvmtiInterface_1));
}

static void dump_members(void)
{
#define MEMBER(type, member) \
    printf("member %s.%s offset %zu size %zu\n", STR(type), STR(member), \
           offsetof(type, member), sizeof(((type *)0)->member));
    ABI_MEMBERS(MEMBER)
}

/* Constants are printed as signed 64-bit values: enumerators and macros
 * alike, whatever their declared type. */
static void dump_constants(void)
{
#define CONSTANT(name) printf("const %s %lld\n", STR(name), (long long)(name));
    ABI_CONSTANTS(CONSTANT)
}

/* Set one capability by name and show which bit of the 128 it sets. */
static void dump_capabilities(void)
{
    jvmtiCapabilities caps;
    unsigned char bytes[sizeof caps];
    size_t i;

    printf("sizeof jvmtiCapabilities %zu\n", sizeof caps);
#define CAPABILITY(name) \
    memset(&caps, 0, sizeof caps); \
    caps.name = 1; \
    memcpy(bytes, &caps, sizeof caps); \
    printf("capability %s", STR(name)); \
    for (i = 0; i < sizeof bytes; i++) \
        printf(" %02x", bytes[i]); \
    printf("\n");
    ABI_CAPABILITIES(CAPABILITY)
}

int main(void)
{
    dump_types();
    dump_slots();
    dump_members();
    dump_constants();
    dump_capabilities();
    return 0;
}
