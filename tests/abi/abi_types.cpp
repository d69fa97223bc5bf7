/*
 * abi_types.cpp - prints the exact type of every table slot, struct
 * member and callback typedef as the C++ compiler mangles it, plus the
 * type of every C++ wrapper member function.  Sizes and offsets cannot
 * tell `const char *` from `char *` or a jclass parameter from a jobject
 * one; mangled type names can, and they are what C++ agents link with.
 */
#include <jvmti.h>

#include <cstdio>
#include <typeinfo>

#include "abi_names.h"

#define STR(x) #x

static void print_type(const char *what, const char *name, const std::type_info &ti)
{
    std::printf("%s %s %s\n", what, name, ti.name());
}

int main()
{
#define TYPE(t) print_type("type", STR(t), typeid(t));
    ABI_TYPES(TYPE)
    ABI_CALLBACK_TYPES(TYPE)

#define SLOT(table, slot) \
    print_type("slot", STR(table) "." STR(slot), typeid(((table *)0)->slot));
    ABI_SLOTS_JNI_ENV(SLOT, SLOT)
    ABI_SLOTS_JNI_VM(SLOT, SLOT)
    ABI_SLOTS_JVMTI(SLOT, SLOT)

#define MEMBER(type, member) \
    print_type("member", STR(type) "." STR(member), typeid(((type *)0)->member));
    ABI_MEMBERS(MEMBER)

/* The wrapper classes have one member function per non-reserved slot. */
#define NO_WRAPPER(table, slot)
#define ENV_WRAPPER(table, slot) \
    print_type("wrapper", "JNIEnv_::" STR(slot), typeid(&JNIEnv_::slot));
#define VM_WRAPPER(table, slot) \
    print_type("wrapper", "JavaVM_::" STR(slot), typeid(&JavaVM_::slot));
#define JVMTI_WRAPPER(table, slot) \
    print_type("wrapper", "_jvmtiEnv::" STR(slot), typeid(&_jvmtiEnv::slot));
    ABI_SLOTS_JNI_ENV(ENV_WRAPPER, NO_WRAPPER)
    ABI_SLOTS_JNI_VM(VM_WRAPPER, NO_WRAPPER)
    ABI_SLOTS_JVMTI(JVMTI_WRAPPER, NO_WRAPPER)
    return 0;
}
