/*
 * JVMTI environments: creation through GetEnv, capabilities, phases and
 * the general functions (GetPhase, DisposeEnvironment, environment local
 * storage, GetVersionNumber, GetErrorName).
 */
#include <string.h>

#include "jvmti/jvmti_internal.h"
#include "jvmti/jvmti_vm.h"
#include "vm/native.h"
#include "vm/options.h"

extern const struct jvmtiInterface_1_ jvmti_function_table;

/* The version GetVersionNumber reports: 17.0.0 unless -XX:JVMTIVersion=N. */
static jint reported_major = 17;

void jvmti_set_reported_major(int major)
{
    if (major >= 1 && major <= 99)
        reported_major = major;
}

int jvmti_reported_major(void) { return reported_major; }

/* JVMTI_VERSION_1, _1_0, _1_1, _1_2, 9, 11 and every major up to 18, or up
 * to the -XX:JVMTIVersion major when that is higher (the libjdwp.so of JDK
 * N asks for major N). */
static int supported_version(jint v)
{
    if ((v & 0x30000000) != 0x30000000 || (v & 0x0F000000))
        return 0;
    int major = (v >> 16) & 0xFF, minor = (v >> 8) & 0xFF;
    if (major == 1)
        return minor <= 2;
    return major >= 9 && major <= (reported_major > 18 ? reported_major : 18);
}

int jvmti_is_jvmti_version(jint v) { return (v & 0x70000000) == 0x30000000; }

/* The binder's view of SetNativeMethodPrefix(es): every environment's
 * prefixes, environments in creation order. */
static int native_prefixes(const char ***out)
{
    int n = 0;
    pthread_mutex_lock(&jvmti_lock);
    for (JvmtiEnv *e = jvmti_envs; e; e = e->next)
        if (e->valid)
            n += e->native_prefix_count;
    const char **list = n ? malloc(sizeof(char *) * (size_t)n) : NULL;
    int i = 0;
    for (JvmtiEnv *e = jvmti_envs; e && list; e = e->next)
        for (jint k = 0; e->valid && k < e->native_prefix_count; k++)
            list[i++] = e->native_prefixes[k];
    pthread_mutex_unlock(&jvmti_lock);
    *out = list;
    return list ? i : 0;
}

int jvmti_get_env(void **penv, jint version)
{
    nat_prefix_provider = native_prefixes;
    if (!supported_version(version))
        return JNI_EVERSION;
    if (jvmti_phase == JVMTI_PHASE_DEAD)
        return JNI_EDETACHED;
    JvmtiEnv *e = calloc(1, sizeof *e);
    if (!e)
        return JNI_ENOMEM;
    e->functions = &jvmti_function_table;
    e->version = version;
    e->valid = 1;
    e->heap_sampling_interval = 512 * 1024;   /* HotSpot's default */
    pthread_mutex_lock(&jvmti_lock);
    JvmtiEnv **pp = &jvmti_envs;
    while (*pp)
        pp = &(*pp)->next;
    __atomic_store_n(pp, e, __ATOMIC_RELEASE);
    pthread_mutex_unlock(&jvmti_lock);
    jvmti_events_init();
    *penv = jvmti_handle(e);
    return JNI_OK;
}

void jvmti_set_phase(int phase) { jvmti_phase = (jvmtiPhase)phase; }

/* ------------------------------------------------------------------ */
/* Capabilities                                                        */
/* ------------------------------------------------------------------ */

/* The profiling half of JVMTI and class redefinition. The rest of the
 * debugging half (breakpoints, single step, locals, suspension, field
 * watches, frame pops) is not offered yet. */
void jvmti_potential_capabilities(jvmtiCapabilities *c)
{
    memset(c, 0, sizeof *c);
    c->can_tag_objects = 1;
    c->can_get_bytecodes = 1;
    c->can_get_synthetic_attribute = 1;
    c->can_get_owned_monitor_info = 1;
    c->can_get_current_contended_monitor = 1;
    c->can_get_monitor_info = 1;
    c->can_signal_thread = 1;
    c->can_suspend = 1;
    c->can_get_source_file_name = 1;
    c->can_get_line_numbers = 1;
    c->can_get_source_debug_extension = 1;
    c->can_maintain_original_method_order = 1;
    c->can_generate_exception_events = 1;
    c->can_get_current_thread_cpu_time = 1;
    c->can_get_thread_cpu_time = 1;
    c->can_generate_method_entry_events = 1;
    c->can_generate_method_exit_events = 1;
    c->can_generate_all_class_hook_events = 1;
    c->can_generate_compiled_method_load_events = 1;
    c->can_generate_monitor_events = 1;
    c->can_generate_vm_object_alloc_events = 1;
    c->can_generate_native_method_bind_events = 1;
    c->can_generate_garbage_collection_events = 1;
    c->can_generate_object_free_events = 1;
    c->can_get_owned_monitor_stack_depth_info = 1;
    c->can_get_constant_pool = 1;
    c->can_redefine_classes = 1;
    c->can_redefine_any_class = 1;
    c->can_retransform_classes = 1;
    c->can_retransform_any_class = 1;
    c->can_set_native_method_prefix = 1;
    c->can_generate_resource_exhaustion_heap_events = 1;
    c->can_generate_resource_exhaustion_threads_events = 1;
    if (jvmti_phase == JVMTI_PHASE_ONLOAD) {
        c->can_generate_early_vmstart = 1;
        c->can_generate_early_class_hook_events = 1;
    }
    c->can_generate_sampled_object_alloc_events = 1;
}

#define CAP_WORDS (sizeof(jvmtiCapabilities) / sizeof(uint32_t))

static void caps_words(const jvmtiCapabilities *c, uint32_t *w) { memcpy(w, c, sizeof *c); }

/* HotSpot's "OnLoad" capabilities (the debugger's, and those that cost
 * the interpreter something): each is potential in the OnLoad phase, and
 * later only if some environment acquired it during OnLoad, so an agent
 * loaded into a running VM (Agent_OnAttach) does not get them unless a
 * start-up agent took them. Breakpoints and the two field watch events are
 * "solo": one environment at a time may hold each. */
static void debug_capabilities(jvmtiCapabilities *c)
{
    memset(c, 0, sizeof *c);
    c->can_get_owned_monitor_info = 1;
    c->can_get_current_contended_monitor = 1;
    c->can_get_source_debug_extension = 1;
    c->can_maintain_original_method_order = 1;
    c->can_generate_exception_events = 1;
    c->can_generate_method_entry_events = 1;
    c->can_generate_method_exit_events = 1;
    c->can_get_owned_monitor_stack_depth_info = 1;
    c->can_generate_breakpoint_events = 1;
    c->can_generate_single_step_events = 1;
    c->can_generate_frame_pop_events = 1;
    c->can_access_local_variables = 1;
    c->can_generate_field_access_events = 1;
    c->can_generate_field_modification_events = 1;
    c->can_pop_frame = 1;
    c->can_force_early_return = 1;
}

static void solo_capabilities(jvmtiCapabilities *c)
{
    memset(c, 0, sizeof *c);
    c->can_generate_breakpoint_events = 1;
    c->can_generate_field_access_events = 1;
    c->can_generate_field_modification_events = 1;
}

static jvmtiCapabilities acquired_onload;     /* debugger capabilities taken during OnLoad; under jvmti_lock */

/* What env may add now: the always-potential set, the debugger set as
 * the phase allows, less solo capabilities another environment holds. */
static void potential_for(JvmtiEnv *env, jvmtiCapabilities *out)
{
    jvmtiCapabilities dbg, solo;
    uint32_t w[CAP_WORDS], d[CAP_WORDS], acq[CAP_WORDS], so[CAP_WORDS], held[CAP_WORDS] = { 0 };
    jvmti_potential_capabilities(out);
    debug_capabilities(&dbg);
    solo_capabilities(&solo);
    caps_words(out, w);
    caps_words(&dbg, d);
    caps_words(&solo, so);
    pthread_mutex_lock(&jvmti_lock);
    caps_words(&acquired_onload, acq);
    for (JvmtiEnv *e = jvmti_envs; e; e = e->next)
        if (e != env && e->valid) {
            uint32_t c[CAP_WORDS];
            caps_words(&e->caps, c);
            for (size_t i = 0; i < CAP_WORDS; i++)
                held[i] |= c[i];
        }
    pthread_mutex_unlock(&jvmti_lock);
    for (size_t i = 0; i < CAP_WORDS; i++) {
        w[i] = (w[i] & ~d[i]) | (d[i] & (jvmti_phase == JVMTI_PHASE_ONLOAD ? ~0u : acq[i]));
        w[i] &= ~(so[i] & held[i]);
    }
    memcpy(out, w, sizeof *out);
}

int jvmti_has_vthread_capability(const jvmtiCapabilities *c)
{
    uint32_t w[CAP_WORDS];
    caps_words(c, w);
    return (w[44 / 32] >> (44 % 32)) & 1;
}

/*
 * Capabilities AddCapabilities grants although GetPotentialCapabilities
 * does not list them: JVMTI 21's can_support_virtual_threads (bit 44),
 * which the libjdwp.so of JDK 21 and later requires. With
 * -XX:JVMTIVersion=21 or more it is granted, trivially, since this VM has
 * no virtual threads. See docs/debugging.md. (This relies on the bit-field
 * layout of jvmtiCapabilities: bit n is bit n % 32 of 32-bit word n / 32.)
 */
void jvmti_interim_capabilities(jvmtiCapabilities *c)
{
    memset(c, 0, sizeof *c);
    if (reported_major >= 21) {
        uint32_t w[CAP_WORDS];
        caps_words(c, w);
        w[44 / 32] |= 1u << (44 % 32);
        memcpy(c, w, sizeof *c);
    }
}

jvmtiError JNICALL jvmti_GetPotentialCapabilities(jvmtiEnv *env, jvmtiCapabilities *capabilities_ptr)
{
    JVMTI_ENTER(env, PH_ONLOAD | PH_LIVE);
    JVMTI_NOT_NULL(capabilities_ptr);
    jvmtiCapabilities pot;
    potential_for(jvmti_env_of(env), &pot);
    /* What the environment holds stays potential for it. */
    uint32_t w[CAP_WORDS], have[CAP_WORDS];
    caps_words(&pot, w);
    caps_words(&jvmti_env_of(env)->caps, have);
    for (size_t i = 0; i < CAP_WORDS; i++)
        w[i] |= have[i];
    memcpy(capabilities_ptr, w, sizeof *capabilities_ptr);
    return JVMTI_ERROR_NONE;
}

jvmtiError JNICALL jvmti_AddCapabilities(jvmtiEnv *env, const jvmtiCapabilities *capabilities_ptr)
{
    JVMTI_ENTER(env, PH_ONLOAD | PH_LIVE);
    JVMTI_NOT_NULL(capabilities_ptr);
    jvmtiCapabilities pot;
    potential_for(jvmti_env_of(env), &pot);
    uint32_t want[CAP_WORDS], can[CAP_WORDS], have[CAP_WORDS];
    caps_words(capabilities_ptr, want);
    caps_words(&pot, can);
    JvmtiEnv *e = jvmti_env_of(env);
    caps_words(&e->caps, have);
    jvmtiCapabilities interim;
    jvmti_interim_capabilities(&interim);
    uint32_t lenient[CAP_WORDS];
    caps_words(&interim, lenient);
    for (size_t i = 0; i < CAP_WORDS; i++)
        if (want[i] & ~(can[i] | have[i] | lenient[i]))
            return JVMTI_ERROR_NOT_AVAILABLE;
    for (size_t i = 0; i < CAP_WORDS; i++)
        have[i] |= want[i];
    pthread_mutex_lock(&jvmti_lock);
    memcpy(&e->caps, have, sizeof e->caps);
    if (jvmti_phase == JVMTI_PHASE_ONLOAD) {
        jvmtiCapabilities dbg;
        uint32_t d[CAP_WORDS], acq[CAP_WORDS];
        debug_capabilities(&dbg);
        caps_words(&dbg, d);
        caps_words(&acquired_onload, acq);
        for (size_t i = 0; i < CAP_WORDS; i++)
            acq[i] |= want[i] & d[i];
        memcpy(&acquired_onload, acq, sizeof acquired_onload);
    }
    pthread_mutex_unlock(&jvmti_lock);
    return JVMTI_ERROR_NONE;
}

jvmtiError JNICALL jvmti_RelinquishCapabilities(jvmtiEnv *env, const jvmtiCapabilities *capabilities_ptr)
{
    JVMTI_ENTER(env, PH_ONLOAD | PH_LIVE);
    JVMTI_NOT_NULL(capabilities_ptr);
    uint32_t drop[CAP_WORDS], have[CAP_WORDS];
    caps_words(capabilities_ptr, drop);
    JvmtiEnv *e = jvmti_env_of(env);
    caps_words(&e->caps, have);
    for (size_t i = 0; i < CAP_WORDS; i++)
        have[i] &= ~drop[i];
    memcpy(&e->caps, have, sizeof e->caps);
    if (capabilities_ptr->can_generate_breakpoint_events)
        jvmti_debug_env_gone(e);
    jvmti_recompute_interest();
    return JVMTI_ERROR_NONE;
}

jvmtiError JNICALL jvmti_GetCapabilities(jvmtiEnv *env, jvmtiCapabilities *capabilities_ptr)
{
    JVMTI_ENTER(env, PH_ANY);
    JVMTI_NOT_NULL(capabilities_ptr);
    *capabilities_ptr = jvmti_env_of(env)->caps;
    return JVMTI_ERROR_NONE;
}

/* ------------------------------------------------------------------ */
/* General                                                             */
/* ------------------------------------------------------------------ */

jvmtiError JNICALL jvmti_GetPhase(jvmtiEnv *env, jvmtiPhase *phase_ptr)
{
    JVMTI_ENTER(env, PH_ANY);
    JVMTI_NOT_NULL(phase_ptr);
    *phase_ptr = jvmti_phase;
    return JVMTI_ERROR_NONE;
}

/* The record stays allocated (other threads may be reading the list);
 * it stops receiving events and answers INVALID_ENVIRONMENT. */
jvmtiError JNICALL jvmti_DisposeEnvironment(jvmtiEnv *env)
{
    JVMTI_ENTER(env, PH_ANY);
    JvmtiEnv *e = jvmti_env_of(env);
    pthread_mutex_lock(&jvmti_lock);
    e->valid = 0;
    memset(e->enabled, 0, sizeof e->enabled);
    memset(&e->callbacks, 0, sizeof e->callbacks);
    jvmti_tags_free(e);
    pthread_mutex_unlock(&jvmti_lock);
    jvmti_debug_env_gone(e);
    jvmti_recompute_interest();
    return JVMTI_ERROR_NONE;
}

jvmtiError JNICALL jvmti_SetEnvironmentLocalStorage(jvmtiEnv *env, const void *data)
{
    JVMTI_ENTER_ANY_THREAD(env, PH_ANY);
    jvmti_env_of(env)->local_storage = data;
    return JVMTI_ERROR_NONE;
}

jvmtiError JNICALL jvmti_GetEnvironmentLocalStorage(jvmtiEnv *env, void **data_ptr)
{
    JVMTI_ENTER_ANY_THREAD(env, PH_ANY);
    JVMTI_NOT_NULL(data_ptr);
    *data_ptr = (void *)jvmti_env_of(env)->local_storage;
    return JVMTI_ERROR_NONE;
}

jvmtiError JNICALL jvmti_GetVersionNumber(jvmtiEnv *env, jint *version_ptr)
{
    JVMTI_ENTER(env, PH_ANY);
    JVMTI_NOT_NULL(version_ptr);
    *version_ptr = 0x30000000 + (reported_major << 16);
    return JVMTI_ERROR_NONE;
}

static const struct { jvmtiError code; const char *name; } error_names[] = {
#define ERROR_NAME(suffix, value) { JVMTI_ERROR_##suffix, "JVMTI_ERROR_" #suffix },
    AGENTVM_JVMTI_ERRORS(ERROR_NAME)
#undef ERROR_NAME
};

jvmtiError JNICALL jvmti_GetErrorName(jvmtiEnv *env, jvmtiError error, char **name_ptr)
{
    JVMTI_ENTER(env, PH_ANY);
    JVMTI_NOT_NULL(name_ptr);
    for (size_t i = 0; i < sizeof error_names / sizeof error_names[0]; i++)
        if (error_names[i].code == error) {
            *name_ptr = jvmti_strdup(error_names[i].name);
            return *name_ptr ? JVMTI_ERROR_NONE : JVMTI_ERROR_OUT_OF_MEMORY;
        }
    *name_ptr = NULL;
    return JVMTI_ERROR_ILLEGAL_ARGUMENT;
}
