# lit configuration of the report folders below (each NAME/ is what
# `convcheck reduce --report NAME` wrote, less its own copy of this file:
# lit finds this one in the parent folder).  Runs the tests with LLVM 22's
# opt and FileCheck (/usr/lib/llvm-22/bin, else the PATH).
import os
import lit.formats
config.name = 'convcheck-reports'
config.test_format = lit.formats.ShTest(True)
config.suffixes = ['.test.ll']
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(os.environ.get('CONVCHECK_LIT_OUT', '/tmp/convcheck-lit'),
                                     'reduced')
bindir = os.environ.get('LLVM_BINDIR', '/usr/lib/llvm-22/bin')
config.environment['PATH'] = os.pathsep.join([bindir, os.environ.get('PATH', '')])
