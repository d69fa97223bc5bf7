/*
 * Fuzz target: the class file parser (vm/classfile.c). Every input is
 * parsed; a parsed file is walked the way the loader reads it, then freed
 * (its arena must own everything: a leak is a finding).
 */
#include <stddef.h>
#include <stdint.h>

#include "vm/classfile.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void walk_members(const CfMember *m, uint16_t count, int methods)
{
    for (uint16_t i = 0; i < count; i++) {
        if (methods)
            (void)cf_method_arg_slots(m[i].descriptor);
        else
            (void)cf_valid_field_descriptor(m[i].descriptor);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ClassFile *cf = NULL;
    char msg[512];
    if (cf_parse(data, size, &cf, msg, sizeof msg) != CF_OK)
        return 0;
    (void)cf_class_name(cf, cf->this_class_index);
    if (cf->super_class_index)
        (void)cf_class_name(cf, cf->super_class_index);
    walk_members(cf->fields, cf->field_count, 0);
    walk_members(cf->methods, cf->method_count, 1);
    cf_free(cf);
    /* The loader's form: messages name the class it asked for. */
    if (cf_parse_named(data, size, "Fuzz", &cf, msg, sizeof msg) == CF_OK)
        cf_free(cf);
    return 0;
}
