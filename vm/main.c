/*
 * The launcher: `agentvm [options] CLASS [args]` and
 * `agentvm [options] -jar FILE [args]`, with the java command's options,
 * messages and exit statuses.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <libgen.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "interp/interp.h"
#include "vm/exceptions.h"
#include "vm/heap.h"
#include "vm/jni_impl.h"
#include "vm/loader.h"
#include "vm/options.h"
#include "vm/strings.h"
#include "vm/thread.h"
#include "vm/vm.h"

typedef struct Launch {
    const char *main_class;
    const char *jar;
    char **args;
    int nargs;
    int status;
} Launch;

static void fail_create(void)
{
    fprintf(stderr, "Error: Could not create the Java Virtual Machine.\n"
                    "Error: A fatal exception has occurred. Program will exit.\n");
    exit(1);
}

/* "java.lang.VerifyError: message", as Throwable.toString gives it. */
static char *exception_text(Object *e)
{
    char cn[256];
    cls_external_name(e->klass, cn, sizeof cn);
    Object *msg = *FIELD_PTR(e, wk.throwable_message, Object *);
    char *m = msg ? str_to_utf8(msg) : NULL;
    char *text = NULL;
    if (asprintf(&text, "%s%s%s", cn, m ? ": " : "", m ? m : "") < 0)
        text = NULL;
    free(m);
    return text;
}

static Class *load_main_class(Thread *t, const char *name)
{
    char internal[1024];
    snprintf(internal, sizeof internal, "%s", name);
    for (char *p = internal; *p; p++)
        if (*p == '.')
            *p = '/';
    Class *c = cl_load(t, internal, wk.system_loader);
    if (!c) {
        Object *e = exc_take(t);
        /* A class that exists but cannot be defined: HotSpot's wording. */
        if (e && cls_is_subclass_of(e->klass, wk.linkage_error) &&
            strcmp(e->klass->name, "java/lang/NoClassDefFoundError") != 0) {
            char *text = exception_text(e);
            fprintf(stderr, "Error: LinkageError occurred while loading main class %s\n\t%s\n", name, text ? text : "");
            free(text);
            return NULL;
        }
        fprintf(stderr, "Error: Could not find or load main class %s\n", name);
        if (e) {
            Object *cause = *FIELD_PTR(e, wk.throwable_cause, Object *);
            Object *shown = cause && cause != e ? cause : e;
            char cn[256];
            cls_external_name(shown->klass, cn, sizeof cn);
            Object *msg = *FIELD_PTR(shown, wk.throwable_message, Object *);
            char *m = msg ? str_to_utf8(msg) : NULL;
            /* HotSpot names a malformed binary name in internal form. */
            int malformed = strstr(name, "..") || name[0] == '.' || name[strlen(name) - 1] == '.';
            if (cause && cause != e)
                fprintf(stderr, "Caused by: %s: %s\n", cn, malformed ? internal : (m ? m : name));
            else
                fprintf(stderr, "Caused by: %s: %s\n", cn, m ? m : "");
            free(m);
        }
        return NULL;
    }
    return c;
}

static int run_main(Thread *t, Launch *l)
{
    Class *c = load_main_class(t, l->main_class);
    if (!c)
        return 1;
    if (cls_link(t, c) != 0) {
        Object *e = exc_take(t);
        char *text = e ? exception_text(e) : NULL;
        char n[512];
        cls_external_name(c, n, sizeof n);
        fprintf(stderr, "Error: Unable to initialize main class %s\nCaused by: %s\n", n, text ? text : "");
        free(text);
        return 1;
    }
    Method *m = cls_find_declared_method(c, "main", "([Ljava/lang/String;)V");
    if (!m || !(m->access_flags & ACC_STATIC)) {
        char n[512];
        cls_external_name(c, n, sizeof n);
        if (m)
            fprintf(stderr, "Error: Main method is not static in class %s, please define the main method as:\n"
                            "   public static void main(String[] args)\n", n);
        else
            fprintf(stderr, "Error: Main method not found in class %s, please define the main method as:\n"
                            "   public static void main(String[] args)\n"
                            "or a JavaFX application class must extend javafx.application.Application\n", n);
        return 1;
    }
    Object *args = heap_new_array(t, wk.string_array, l->nargs);
    if (!args)
        goto uncaught;
    thr_push_root(t, &args);
    for (int i = 0; i < l->nargs; i++) {
        Object *s = str_new_utf8(t, l->args[i]);
        if (!s) {
            thr_pop_roots(t, 1);
            goto uncaught;
        }
        ARRAY_DATA(args, Object *)[i] = s;
    }
    /* The array stays a root while the main class is initialized: its
     * static initializer may collect. */
    int init_rc = cls_init(t, c);
    thr_pop_roots(t, 1);
    if (init_rc != 0)
        goto uncaught;
    Slot a[1] = { { .l = args } }, r;
    if (interp_invoke(t, m, a, &r) != 0)
        goto uncaught;
    return 0;
uncaught:
    exc_report_uncaught(t, exc_take(t));
    exc_take(t);
    return 1;
}

static void *java_main(void *arg)
{
    Launch *l = arg;
    if (vm_boot() != 0)
        exit(1);
    Thread *t = thr_current();
    int status = run_main(t, l);
    /* main() is over: as HotSpot's launcher does, the main thread detaches
     * (ThreadEnd, Thread.exit, its joiners woken) and the OS thread is
     * attached anew as "DestroyJavaVM", which waits for the other
     * non-daemon threads and runs the exit sequence. */
    JavaVMAttachArgs destroy = { JNI_VERSION_1_2, (char *)"DestroyJavaVM", NULL };
    if (vm_jni_detach(NULL) == JNI_OK && vm_jni_attach(NULL, NULL, &destroy, 0) == JNI_OK) {
        t = thr_current();
        thr_leave_safe(t);
    } else {
        thr_post_end(t);
    }
    l->status = vm_destroy(t, status);
    vm_exit(l->status);
    return NULL;
}

static char *find_home(void)
{
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0)
        return strdup(".");
    exe[n] = 0;
    char *d = dirname(exe);       /* .../bin */
    char *home = strdup(dirname(d));
    return home;
}

/* JAVA_TOOL_OPTIONS: options placed before the command line's, announced
 * on standard error as HotSpot does. */
static char **with_tool_options(int *argc, char **argv)
{
    const char *env = getenv("JAVA_TOOL_OPTIONS");
    if (!env || !*env)
        return argv;
    fprintf(stderr, "Picked up JAVA_TOOL_OPTIONS: %s\n", env);
    char *copy = strdup(env), *save = NULL;
    int n = 0;
    char **extra = malloc(sizeof(char *) * (strlen(env) + 1));
    for (char *tok = strtok_r(copy, " \t", &save); tok; tok = strtok_r(NULL, " \t", &save))
        extra[n++] = tok;
    char **nv = malloc(sizeof(char *) * (size_t)(*argc + n + 1));
    nv[0] = argv[0];
    memcpy(nv + 1, extra, sizeof(char *) * (size_t)n);
    memcpy(nv + 1 + n, argv + 1, sizeof(char *) * (size_t)(*argc - 1));
    *argc += n;
    nv[*argc] = NULL;
    free(extra);
    return nv;
}

int main(int argc, char **argv)
{
    Launch l = { 0 };
    argv = with_tool_options(&argc, argv);
    vm_opts.home = find_home();
    int first_arg = 0;
    OptStatus st = opt_parse(argc, argv, &vm_opts, &first_arg, &l.jar);
    if (st == OPT_EXIT_OK)
        return 0;
    if (st == OPT_USAGE_ERROR)
        return 1;
    if (st == OPT_CREATE_ERROR)
        fail_create();
    if (l.jar) {
        struct stat st;
        if (stat(l.jar, &st) != 0) {
            fprintf(stderr, "Error: Unable to access jarfile %s\n", l.jar);
            return 1;
        }
        if (!cl_jar_is_valid(l.jar)) {
            fprintf(stderr, "Error: Invalid or corrupt jarfile %s\n", l.jar);
            return 1;
        }
        char *mc = cl_jar_manifest_attr(l.jar, "Main-Class");
        if (!mc) {
            fprintf(stderr, "no main manifest attribute, in %s\n", l.jar);
            return 1;
        }
        l.main_class = mc;
    } else {
        l.main_class = argv[first_arg++];
    }
    l.args = argv + first_arg;
    l.nargs = argc - first_arg;
    opt_set_java_command(&vm_opts, l.jar ? l.jar : l.main_class, l.args, l.nargs);

    /* Like the java launcher, run main on a fresh thread with a large C
     * stack: the primordial thread's stack is not ours to size. */
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, 16u << 20);
    pthread_t th;
    if (pthread_create(&th, &attr, java_main, &l) != 0) {
        fprintf(stderr, "Error: could not create the main thread: %s\n", strerror(errno));
        return 1;
    }
    pthread_join(th, NULL);
    return l.status;
}
