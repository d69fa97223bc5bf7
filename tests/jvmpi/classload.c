/*
 * classload - the class-load tracer of the specification's section 8.1:
 * one line per class as it is loaded ("Class Load : name"), here with
 * what the CLASS_LOAD event tells about the class: source file, number of
 * interfaces, methods with their line ranges, static and instance fields.
 * Application classes only; the oracle (oracle/classload.c) reports the
 * same through JVMTI on the reference JVM.
 */
#include "jvmpi_common.h"

static PiLines details;

static void class_load(JVMPI_Event *ev)
{
    const char *name = ev->u.class_load.class_name;
    if (!pi_is_app_class(name))
        return;
    pi_log("myprofiler> Class Load : %s", name);
    pi_lines_add(&details, "%s source %s interfaces %d", name,
                 ev->u.class_load.source_name ? ev->u.class_load.source_name : "none",
                 (int)ev->u.class_load.num_interfaces);
    for (jint i = 0; i < ev->u.class_load.num_methods; i++) {
        JVMPI_Method *m = &ev->u.class_load.methods[i];
        pi_lines_add(&details, "%s method %s%s lines %d-%d%s", name, m->method_name, m->method_signature,
                     (int)m->start_lineno, (int)m->end_lineno, m->method_id ? "" : " NO-ID");
    }
    for (jint i = 0; i < ev->u.class_load.num_static_fields; i++)
        pi_lines_add(&details, "%s static %s %s", name, ev->u.class_load.statics[i].field_name,
                     ev->u.class_load.statics[i].field_signature);
    for (jint i = 0; i < ev->u.class_load.num_instance_fields; i++)
        pi_lines_add(&details, "%s field %s %s", name, ev->u.class_load.instances[i].field_name,
                     ev->u.class_load.instances[i].field_signature);
}

static void notify(JVMPI_Event *ev)
{
    switch (ev->event_type) {
    case JVMPI_EVENT_CLASS_LOAD:
        class_load(ev);
        break;
    case JVMPI_EVENT_JVM_SHUT_DOWN:
        pi_lines_flush(&details);
        break;
    }
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    if (pi_init(vm, options, JVMPI_VERSION_1, notify) != JNI_OK)
        return JNI_ERR;
    pi_enable(JVMPI_EVENT_CLASS_LOAD);
    pi_enable(JVMPI_EVENT_JVM_SHUT_DOWN);
    return JNI_OK;
}
