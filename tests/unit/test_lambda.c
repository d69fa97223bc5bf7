/*
 * Tests of the lambda class writer (vm/lambda.c).
 *
 * Every case is a LambdaSpec as a call site would give it. A spec that
 * LambdaMetafactory accepts must give a class file that the parser accepts,
 * whose every method passes the structural verifier, with the members
 * HotSpot's lambda classes have; a spec it rejects (narrowing, a wrong
 * number of parameters, malformed descriptors) must give NULL and a reason.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "interp/verify.h"
#include "vm/class.h"
#include "vm/classfile.h"
#include "vm/lambda.h"

static ClassFile caller_cf = { .this_class = "p/Main" };
static Class caller = { .name = "p/Main", .cf = &caller_cf };

typedef struct Case {
    const char *what;
    const char *factory, *sam_name, *sam, *inst;
    uint8_t kind, iface;
    const char *impl_class, *impl_name, *impl_desc;
    int ok;
} Case;

static const Case cases[] = {
    { "static non-capturing", "()Ljava/lang/Runnable;", "run", "()V", "()V", REF_invokeStatic, 0, "p/Main", "lambda$main$0", "()V", 1 },
    { "static capturing all primitives", "(ZBSCIJFDLjava/lang/String;[I)Ljava/lang/Runnable;", "run", "()V", "()V",
      REF_invokeStatic, 0, "p/Main", "lambda$main$1", "(ZBSCIJFDLjava/lang/String;[I)V", 1 },
    { "unbound virtual with cast", "()Ljava/util/function/Function;", "apply", "(Ljava/lang/Object;)Ljava/lang/Object;",
      "(Ljava/lang/String;)Ljava/lang/Integer;", REF_invokeVirtual, 0, "java/lang/String", "length", "()I", 1 },
    { "bound receiver", "(Ljava/lang/String;)Ljava/util/function/Supplier;", "get", "()Ljava/lang/Object;",
      "()Ljava/lang/String;", REF_invokeVirtual, 0, "java/lang/String", "trim", "()Ljava/lang/String;", 1 },
    { "interface", "()Ljava/util/function/ToIntFunction;", "applyAsInt", "(Ljava/lang/Object;)I", "(Ljava/util/List;)I",
      REF_invokeInterface, 1, "java/util/List", "size", "()I", 1 },
    { "private instance", "(Lp/Main;)Ljava/util/function/IntFunction;", "apply", "(I)Ljava/lang/Object;",
      "(I)Ljava/lang/String;", REF_invokeSpecial, 0, "p/Main", "lambda$x$2", "(I)Ljava/lang/String;", 1 },
    { "private interface", "(Lp/I;)Ljava/util/function/Supplier;", "get", "()Ljava/lang/Object;",
      "()Ljava/lang/String;", REF_invokeSpecial, 1, "p/I", "lambda$y$0", "()Ljava/lang/String;", 1 },
    { "constructor", "()Ljava/util/function/IntFunction;", "apply", "(I)Ljava/lang/Object;", "(I)Lp/Main;",
      REF_newInvokeSpecial, 0, "p/Main", "<init>", "(I)V", 1 },
    { "widen and box", "()Ljava/util/function/IntFunction;", "apply", "(I)Ljava/lang/Object;", "(I)Ljava/lang/Long;",
      REF_invokeStatic, 0, "java/lang/Long", "valueOf", "(J)Ljava/lang/Long;", 1 },
    { "unbox through instantiated type, widen", "()Ljava/util/function/ToDoubleFunction;", "applyAsDouble",
      "(Ljava/lang/Object;)D", "(Ljava/lang/Integer;)D", REF_invokeStatic, 0, "java/lang/Math", "abs", "(D)D", 1 },
    { "box result to Object", "()Ljava/util/function/IntFunction;", "apply", "(I)Ljava/lang/Object;",
      "(I)Ljava/lang/Object;", REF_invokeStatic, 0, "p/Main", "sq", "(I)I", 1 },
    { "void drops long result", "()Ljava/util/function/LongConsumer;", "accept", "(J)V", "(J)V", REF_invokeStatic, 0,
      "java/lang/Long", "reverse", "(J)J", 1 },
    { "static interface method", "()Ljava/util/function/Supplier;", "get", "()Ljava/lang/Object;",
      "()Ljava/util/List;", REF_invokeStatic, 1, "java/util/List", "of", "()Ljava/util/List;", 1 },
    { "narrowing is rejected", "()Ljava/util/function/LongUnaryOperator;", "applyAsLong", "(J)J", "(J)J",
      REF_invokeStatic, 0, "java/lang/Math", "abs", "(I)I", 0 },
    { "parameter count mismatch", "()Ljava/lang/Runnable;", "run", "()V", "()V", REF_invokeStatic, 0, "p/Main", "f",
      "(I)V", 0 },
    { "void for a value", "()Ljava/util/function/Supplier;", "get", "()Ljava/lang/Object;", "()Ljava/lang/Object;",
      REF_invokeStatic, 0, "p/Main", "f", "()V", 0 },
    { "malformed factory", "(Q)Ljava/lang/Runnable;", "run", "()V", "()V", REF_invokeStatic, 0, "p/Main", "f", "()V", 0 },
    { "factory returns a primitive", "()I", "run", "()V", "()V", REF_invokeStatic, 0, "p/Main", "f", "()V", 0 },
    { "malformed implementation", "()Ljava/lang/Runnable;", "run", "()V", "()V", REF_invokeStatic, 0, "p/Main", "f",
      "(", 0 },
    { "field handle kind", "()Ljava/lang/Runnable;", "run", "()V", "()V", REF_getField, 0, "p/Main", "f", "()V", 0 },
};

static const CfMember *method_named(const ClassFile *cf, const char *name)
{
    for (uint16_t i = 0; i < cf->method_count; i++)
        if (strcmp(cf->methods[i].name, name) == 0)
            return &cf->methods[i];
    return NULL;
}

static void spin_case(const Case *c, const char *const *markers, uint16_t nmarkers, const char *const *bridges,
                      uint16_t nbridges, int serializable)
{
    LambdaSpec spec = {
        .caller = &caller, .factory_desc = c->factory, .sam_name = c->sam_name, .sam_desc = c->sam,
        .inst_desc = c->inst, .impl_kind = c->kind, .impl_is_interface = c->iface,
        .impl_class = c->impl_class, .impl_name = c->impl_name, .impl_desc = c->impl_desc,
        .markers = markers, .marker_count = nmarkers, .bridges = bridges, .bridge_count = nbridges,
        .serializable = serializable,
    };
    size_t len = 0;
    const char *why = NULL;
    uint8_t *bytes = lambda_spin(&spec, "p/Main$$Lambda$1", &len, &why);
    if (!c->ok) {
        if (bytes)
            fail_msg("%s: spun a class", c->what);
        assert_non_null(why);
        return;
    }
    if (!bytes)
        fail_msg("%s: %s", c->what, why);
    ClassFile *cf = NULL;
    char msg[512];
    CfStatus st = cf_parse(bytes, len, &cf, msg, sizeof msg);
    if (st != CF_OK)
        fail_msg("%s: %s", c->what, msg);
    assert_string_equal(cf->this_class, "p/Main$$Lambda$1");
    assert_int_equal(cf->access_flags, ACC_FINAL | ACC_SUPER | ACC_SYNTHETIC);
    assert_string_equal(cf->super_class, "java/lang/Object");
    assert_string_equal(cf->nest_host, "p/Main");
    assert_int_equal(cf->interface_count, 1 + nmarkers);
    for (uint16_t i = 0; i < cf->method_count; i++)
        if (vfy_method(cf, &cf->methods[i], msg, sizeof msg) != VFY_OK)
            fail_msg("%s: %s%s: %s", c->what, cf->methods[i].name, cf->methods[i].descriptor, msg);
    const CfMember *init = method_named(cf, "<init>");
    assert_non_null(init);
    assert_int_equal(init->access_flags, ACC_PRIVATE);
    const CfMember *sam = method_named(cf, c->sam_name);
    assert_non_null(sam);
    assert_int_equal(sam->access_flags, ACC_PUBLIC);
    assert_string_equal(sam->descriptor, c->sam);
    for (uint16_t i = 0; i < cf->field_count; i++) {
        char n[16];
        snprintf(n, sizeof n, "arg$%u", i + 1u);
        assert_string_equal(cf->fields[i].name, n);
        assert_int_equal(cf->fields[i].access_flags, ACC_PRIVATE | ACC_FINAL);
    }
    assert_int_equal(cf->method_count, 2 + nbridges + (serializable ? 1 : 0));
    if (serializable)
        assert_int_equal(method_named(cf, "writeReplace")->access_flags, ACC_PRIVATE | ACC_FINAL);
    cf_free(cf);
    free(bytes);
}

static void test_cases(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        spin_case(&cases[i], NULL, 0, NULL, 0, 0);
}

static void test_markers_bridges_serializable(void **state)
{
    (void)state;
    static const char *const markers[] = { "p/Marker", "java/io/Serializable" };
    static const char *const bridges[] = { "(Ljava/lang/String;)Ljava/lang/Object;", "(Ljava/lang/Object;)Ljava/lang/Object;" };
    Case c = { "bridges", "(J)Ljava/util/function/Function;", "apply", "(Ljava/lang/Object;)Ljava/lang/Object;",
               "(Ljava/lang/String;)Ljava/lang/Integer;", REF_invokeStatic, 0, "p/Main", "g",
               "(JLjava/lang/String;)Ljava/lang/Integer;", 1 };
    /* The second bridge is the interface method itself: not written twice. */
    spin_case(&c, markers, 2, bridges, 1, 1);
}

/* Truncated descriptors of every length never crash the writer. */
static void test_truncated_descriptors(void **state)
{
    (void)state;
    const char *full = "(ZBSCIJFDLjava/lang/String;[I)Ljava/lang/Runnable;";
    for (size_t n = 0; n <= strlen(full); n++) {
        char *d = strndup(full, n);
        LambdaSpec spec = { .caller = &caller, .factory_desc = d, .sam_name = "run", .sam_desc = "()V",
                            .inst_desc = "()V", .impl_kind = REF_invokeStatic, .impl_class = "p/Main",
                            .impl_name = "f", .impl_desc = d };
        size_t len;
        const char *why;
        uint8_t *bytes = lambda_spin(&spec, "p/X", &len, &why);
        assert_true(bytes != NULL || why != NULL);
        free(bytes);
        free(d);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cases),
        cmocka_unit_test(test_markers_bridges_serializable),
        cmocka_unit_test(test_truncated_descriptors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
